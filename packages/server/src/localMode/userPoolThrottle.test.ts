import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startLocalPoolServer } from './localPool.test-support';
import type { LocalPoolServer, PoolAnswer as FullAnswer } from './localPool.test-support';
import { LOCAL_PASSWORD_POLICY, passwordPolicyProblem } from '@ledgerlight/local-stack';
import {
  ATTEMPT_LIMIT_EXCEEDED,
  DEFAULT_USER_POOL_THROTTLE,
  PASSWORD_ATTEMPTS_EXCEEDED,
  TOO_MANY_REQUESTS,
} from '@ledgerlight/local-stack';

/**
 * ADR 0015, and ADR 0026's password policy, against the real cognito-local behind the
 * server as `npm start` runs it: guessed passwords and codes are throttled per email and per client
 * address, /local/cognito has a rate limit, and a password that breaks Cognito's default policy is
 * refused. Each scenario comes from its own client address, so that their counts stay apart.
 */

const PASSWORD = 'Secret-pass1';
const POOL_RATE_LIMIT = 40;

type PoolAnswer = Pick<FullAnswer, 'status' | 'body'>;

describe('throttling and the password policy of the local user pool', () => {
  const stamp = Date.now();
  let pooled: LocalPoolServer;

  const pool = async (operation: string, body: object, address: string): Promise<PoolAnswer> => {
    const { status, body: answer } = await pooled.pool(operation, body, { address });
    return { status, body: answer };
  };
  const signIn = (email: string, password: string, address: string) =>
    pool(
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
      address,
    );
  const codeFor = (email: string) => pooled.codeFor(email);
  /** A confirmed account with PASSWORD. */
  const account = async (name: string): Promise<string> => {
    const email = `${name}-${stamp}@example.com`;
    const address = '10.9.9.9';
    const signUp = await pool(
      'SignUp',
      { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] },
      address,
    );
    expect(signUp.status).toBe(200);
    const code = await codeFor(email);
    expect((await pool('ConfirmSignUp', { Username: email, ConfirmationCode: code }, address)).status).toBe(200);
    return email;
  };

  beforeAll(async () => {
    pooled = await startLocalPoolServer({
      host: 'localhost:8080',
      env: { PORT: '8080', RATE_LIMIT_LOCAL_COGNITO: String(POOL_RATE_LIMIT) },
      // The default throttle, with smaller address and email limits (this suite's counts stay under the route's limit).
      userPoolThrottle: { ...DEFAULT_USER_POOL_THROTTLE, addressFailures: 20, emailFailures: 20 },
    });
  }, 120_000);

  afterAll(async () => {
    await pooled?.stop();
  });

  it('after many wrong passwords from many addresses, the right one does not sign in at once from a new address; an unknown email is answered alike', async () => {
    const email = await account('guessed');
    // The owner signed in from home once: that address is theirs (ADR 0022).
    const home = '10.1.8.1';
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
    const unknown = `nobody-${stamp}@example.com`;
    const answers: PoolAnswer[] = [];
    const strangerAnswers: PoolAnswer[] = [];
    // 60 guesses on each email, in batches as a script would send them (each batch from its own address).
    for (let batch = 0; batch < 6; batch += 1) {
      const address = `10.1.${batch}.1`;
      const guesses = Array.from({ length: 10 }, (_, index) => `Wrong-pass${batch}${index}`);
      answers.push(...(await Promise.all(guesses.map((guess) => signIn(email, guess, address)))));
      strangerAnswers.push(...(await Promise.all(guesses.map((guess) => signIn(unknown, guess, `10.2.${batch}.1`)))));
    }
    const failed = {
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    };
    const locked = { status: 400, body: PASSWORD_ATTEMPTS_EXCEEDED };
    // At most the first two batches reached the pool (emailFailures: 20 over every address); then the lock held.
    const reachedPool = answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(failed));
    expect(reachedPool.length).toBeLessThanOrEqual(20);
    expect(answers.at(-1)).toEqual(locked);
    expect(strangerAnswers.at(-1)).toEqual(locked);
    expect(await signIn(email, PASSWORD, '10.1.9.1')).toEqual(locked);
    expect(await signIn(unknown, PASSWORD, '10.2.9.1')).toEqual(locked);
    // The owner's own address still signs in with the right password.
    expect((await signIn(email, PASSWORD, home)).body).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String) },
    });
  });

  it("ADR 0022: five wrong passwords from someone else's address do not lock the owner out", async () => {
    const email = await account('victim');
    const attacker = '10.10.0.1';
    for (let index = 0; index < 8; index += 1) await signIn(email, `Wrong-pass${index}`, attacker);
    expect(await signIn(email, PASSWORD, attacker)).toEqual({ status: 400, body: PASSWORD_ATTEMPTS_EXCEEDED });
    // The owner, from an address they never used before, signs in.
    expect((await signIn(email, PASSWORD, '10.10.0.2')).body).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String) },
    });
  });

  it('the lock doubles from one second, passes, and a right password then signs in and clears the count', async () => {
    const email = await account('patient');
    const address = '10.3.0.1';
    for (let index = 0; index < 5; index += 1) {
      expect((await signIn(email, `Wrong-pass${index}`, address)).body).toMatchObject({
        __type: 'NotAuthorizedException',
      });
    }
    // The sixth attempt, the right password, is refused (locked for 1 s), and, retried while locked,
    // never extends the lock (ADR 0022): once the second is over, it signs in.
    for (let index = 0; index < 3; index += 1) {
      expect(await signIn(email, PASSWORD, address)).toEqual({ status: 400, body: PASSWORD_ATTEMPTS_EXCEEDED });
    }
    // The throttle's counters read this process's clock (Date only is faked; the user pool keeps its own).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1_200);
      expect((await signIn(email, PASSWORD, address)).body).toMatchObject({
        AuthenticationResult: { IdToken: expect.any(String) },
      });
      expect((await signIn(email, 'Wrong-pass9', address)).body).toMatchObject({ __type: 'NotAuthorizedException' });
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('reset codes: five wrong codes lock the email, and the right code then does not work', async () => {
    const email = await account('reset');
    const address = '10.4.0.1';
    expect((await pool('ForgotPassword', { Username: email }, address)).status).toBe(200);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < 5; index += 1) {
      const answer = await pool(
        'ConfirmForgotPassword',
        { Username: email, ConfirmationCode: wrong, Password: 'Newer-pass2' },
        address,
      );
      expect(answer.body).toMatchObject({ __type: 'CodeMismatchException' });
    }
    expect(
      await pool(
        'ConfirmForgotPassword',
        { Username: email, ConfirmationCode: code, Password: 'Newer-pass2' },
        address,
      ),
    ).toEqual({ status: 400, body: ATTEMPT_LIMIT_EXCEEDED });
    expect((await signIn(email, 'Newer-pass2', '10.4.0.2')).body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('reset codes are sent at most five times an hour to one email, known or not', async () => {
    const unknown = `forgetful-${stamp}@example.com`;
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(await pool('ForgotPassword', { Username: unknown }, '10.5.0.1'));
    expect(answers.slice(0, 5).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[5]).toEqual({ status: 400, body: ATTEMPT_LIMIT_EXCEEDED });
  });

  it('one address spraying passwords over many emails is refused once it has failed too often', async () => {
    const address = '10.6.0.1';
    for (let index = 0; index < 20; index += 1) {
      expect((await signIn(`spray-${index}-${stamp}@example.com`, 'Wrong-pass1', address)).status).toBe(400);
    }
    expect(await signIn(`spray-new-${stamp}@example.com`, 'Wrong-pass1', address)).toEqual({
      status: 429,
      body: TOO_MANY_REQUESTS,
    });
    // Another address is not affected.
    expect((await signIn(`spray-new-${stamp}@example.com`, 'Wrong-pass1', '10.6.0.2')).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
  });

  it('ADR 0022: a sprayed address (a proxy without TRUST_PROXY) still signs in the users who signed in from it before', async () => {
    const email = await account('colleague');
    const proxy = '10.11.0.1';
    expect((await signIn(email, PASSWORD, proxy)).status).toBe(200);
    for (let index = 0; index < 20; index += 1) {
      expect((await signIn(`spray2-${index}-${stamp}@example.com`, 'Wrong-pass1', proxy)).status).toBe(400);
    }
    expect(await signIn(`spray2-new-${stamp}@example.com`, 'Wrong-pass1', proxy)).toEqual({
      status: 429,
      body: TOO_MANY_REQUESTS,
    });
    expect((await signIn(email, PASSWORD, proxy)).body).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String) },
    });
  });

  it('/local/cognito answers 429 TooManyRequestsException, with Retry-After, past its rate limit per address', async () => {
    const address = '10.7.0.1';
    const call = () => pooled.pool('GetUser', { AccessToken: 'not-a-token' }, { address });
    for (let index = 0; index < POOL_RATE_LIMIT; index += 1) expect((await call()).status).not.toBe(429);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe("ADR 0026: Amazon Cognito's default password policy", () => {
    it.each([
      ['Abc-de1', 'Password not long enough'],
      ['abcdefgh', 'Password must have uppercase characters'],
      ['ABCDEFG1!', 'Password must have lowercase characters'],
      ['Abcdefgh!', 'Password must have numeric characters'],
      ['Abcdefg1', 'Password must have symbol characters'],
    ])('sign-up with %s: InvalidPasswordException, %s', async (password, rule) => {
      const email = `weak-${stamp}-${password.length}@example.com`;
      const answer = await pool(
        'SignUp',
        { Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] },
        '10.8.0.1',
      );
      expect(answer).toEqual({
        status: 400,
        body: { __type: 'InvalidPasswordException', message: `Password did not conform with policy: ${rule}` },
      });
      expect(await codeFor(email)).toBeUndefined();
    });

    it('a reset to a weak password is refused the same way', async () => {
      const answer = await pool(
        'ConfirmForgotPassword',
        { Username: `x-${stamp}@example.com`, ConfirmationCode: '123456', Password: 'abcdefgh' },
        '10.8.0.2',
      );
      expect(answer.body).toMatchObject({ __type: 'InvalidPasswordException' });
    });

    it('accepts a password with every kind of character, a space or any listed symbol counting as one', () => {
      expect(LOCAL_PASSWORD_POLICY).toEqual({
        MinimumLength: 8,
        RequireUppercase: true,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
      for (const password of ['Secret-pass1', 'Abcdef 1g', 'Ünïcode1^', 'Abcdefg1=']) {
        expect([password, passwordPolicyProblem(password)]).toEqual([password, undefined]);
      }
      expect(passwordPolicyProblem('Abcdefg1 ')).toContain('symbol');
    });
  });
});
