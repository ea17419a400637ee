import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { MAILBOX_PAGE_CSP, mailboxMessagesOf, mailboxPageHeaders, readMailbox, renderMailboxPage } from './mailbox';

/** A pool file as cognito-local writes it (only the fields the mailbox reads, plus some it ignores). */
function poolJson(users: Record<string, Record<string, unknown>>): string {
  return JSON.stringify({ Users: users, Options: { Id: 'local_pool', Name: 'ledgerlight' } }, null, 2);
}

const user = (email: string, extra: Record<string, unknown>) => ({
  Attributes: [
    { Name: 'sub', Value: `sub-${email}` },
    { Name: 'email', Value: email },
  ],
  Enabled: true,
  Password: 'Secret-password1',
  RefreshTokens: [],
  Username: `sub-${email}`,
  UserCreateDate: '2026-01-01T10:00:00.000Z',
  ...extra,
});

describe('the local mailbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists each waiting code with its purpose, newest first, and nothing for confirmed users without a code', () => {
    const messages = mailboxMessagesOf(
      poolJson({
        a: user('ada@example.com', {
          UserStatus: 'UNCONFIRMED',
          ConfirmationCode: '111111',
          UserLastModifiedDate: '2026-01-01T10:00:00.000Z',
        }),
        b: user('bob@example.com', {
          UserStatus: 'CONFIRMED',
          ConfirmationCode: '222222',
          UserLastModifiedDate: '2026-01-01T12:00:00.000Z',
        }),
        c: user('cy@example.com', { UserStatus: 'CONFIRMED', UserLastModifiedDate: '2026-01-01T13:00:00.000Z' }),
        d: user('di@example.com', {
          UserStatus: 'CONFIRMED',
          AttributeVerificationCode: '333333',
          UserLastModifiedDate: '2026-01-01T11:00:00.000Z',
        }),
      }),
    );
    expect(messages).toEqual([
      {
        email: 'bob@example.com',
        purpose: 'password-reset',
        code: '222222',
        sentAt: new Date('2026-01-01T12:00:00.000Z'),
      },
      {
        email: 'di@example.com',
        purpose: 'email-change',
        code: '333333',
        sentAt: new Date('2026-01-01T11:00:00.000Z'),
      },
      { email: 'ada@example.com', purpose: 'sign-up', code: '111111', sentAt: new Date('2026-01-01T10:00:00.000Z') },
    ]);
  });

  it('reads no codes before the pool has a file, and retries a file caught half written', async () => {
    expect(await readMailbox(join(dir, 'missing.json'))).toEqual([]);

    const file = join(dir, 'pool.json');
    const full = poolJson({ a: user('ada@example.com', { UserStatus: 'UNCONFIRMED', ConfirmationCode: '123456' }) });
    writeFileSync(file, full.slice(0, 40));
    setTimeout(() => writeFileSync(file, full), 30);
    const messages = await readMailbox(file);
    expect(messages.map((message) => message.code)).toEqual(['123456']);
  });

  it('renders an HTML page whose CSP allows exactly its style block, escaping what users typed', () => {
    const html = renderMailboxPage(
      [{ email: '<b>x</b>@example.com', purpose: 'sign-up', code: '654321', sentAt: new Date('2026-01-01T10:00:00Z') }],
      { appUrl: '/' },
    );
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;@example.com');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('<span class="code">654321</span>');
    expect(html).toContain('Confirm your email');
    expect(html).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(MAILBOX_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(mailboxPageHeaders()).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': MAILBOX_PAGE_CSP,
    });
  });

  it('shows one address when asked, case-insensitively, and says when nothing is waiting', () => {
    const messages = [
      { email: 'Ada@Example.com', purpose: 'sign-up' as const, code: '111111', sentAt: new Date(0) },
      { email: 'bob@example.com', purpose: 'password-reset' as const, code: '222222', sentAt: new Date(0) },
    ];
    const ada = renderMailboxPage(messages, { appUrl: '/', email: 'ada@example.com' });
    expect(ada).toContain('111111');
    expect(ada).not.toContain('222222');
    expect(ada).toContain('Show codes for every address');
    const nobody = renderMailboxPage(messages, { appUrl: '/', email: 'cy@example.com' });
    expect(nobody).toContain('No codes are waiting for cy@example.com');
  });
});
