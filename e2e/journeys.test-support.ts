import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Steps shared by the e2e journeys against `npm start` (the real server, cognito-local, the sandbox
 * bank and the local checkout). Every user is new, so journeys do not depend on each other.
 */

export interface NewUser {
  readonly email: string;
  readonly password: string;
  readonly givenName: string;
  readonly familyName: string;
}

let serial = 0;

/** A user nobody has signed up with yet. */
export function newUser(label: string): NewUser {
  serial += 1;
  return {
    email: `e2e.${label}.${Date.now()}.${serial}@example.com`,
    password: 'Ledgerlight-1',
    givenName: 'Ada',
    familyName: 'Lovelace',
  };
}

/**
 * Collects what must never happen on a page: uncaught errors and Content-Security-Policy
 * violations (Chromium reports those on the console). `expectNone()` fails the test with them.
 */
export function watchForProblems(page: Page): { readonly problems: string[]; expectNone(): void } {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return {
    problems,
    expectNone: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** A status or alert message in a dialog or page region (the live region, which is what is visible). */
export const messageIn = (scope: Locator, text: string | RegExp): Locator =>
  scope.getByRole('status').or(scope.getByRole('alert')).filter({ hasText: text });

/** The navigation bar of the app shell. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/**
 * Opens the local mailbox from the dialog's 'Open the local mailbox' link (a new tab), reads the
 * newest code for the user's address and closes the tab again.
 */
export async function codeFromMailbox(page: Page, dialog: Locator, email: string, purpose: RegExp): Promise<string> {
  const link = dialog.getByRole('link', { name: /Open the local mailbox/ });
  await expect(link).toBeVisible();
  const [mailbox] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await mailbox.waitForLoadState();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  const row = mailbox.getByRole('row').filter({ hasText: email }).filter({ hasText: purpose }).first();
  await expect(row).toBeVisible();
  const code = (await row.getByRole('cell').nth(2).innerText()).trim();
  await mailbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Fills and submits the sign-in view of the auth modal. */
export async function submitSignIn(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs a new user up from /welcome, confirms the email with the code from the local mailbox, and
 * signs in (product 2: confirm switches to sign in after 2 s, with the email kept).
 */
export async function signUpConfirmAndSignIn(page: Page, user: NewUser): Promise<void> {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Create Free Account' }).click();

  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await signUp.getByLabel('First name').fill(user.givenName);
  await signUp.getByLabel('Last name').fill(user.familyName);
  await signUp.getByLabel('Email').fill(user.email);
  await signUp.getByLabel(/^Password/).fill(user.password);
  await signUp.getByLabel('Confirm password').fill(user.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Email' });
  await expect(messageIn(confirm, 'Please check your email for confirmation code')).toBeVisible();
  const code = await codeFromMailbox(page, confirm, user.email, /Confirm your email/);
  await confirm.getByLabel('Confirmation code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(messageIn(confirm, 'Email confirmed successfully! You can now sign in.')).toBeVisible();

  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible({ timeout: 5_000 });
  await expect(signIn.getByLabel('Email')).toHaveValue(user.email);
  await signIn.getByLabel(/^Password/).fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(mainNav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page).toHaveURL(/\/finance-agents$/);
}

/** The balance as the Credits page's 'Current balance' tile shows it. */
export async function currentBalance(page: Page): Promise<number> {
  await page.goto('/credits');
  const tile = page.getByText('Current balance').locator('xpath=../..');
  await expect(tile).toBeVisible();
  const text = await tile.innerText();
  const value = /Current balance\s+([\d,]+)/.exec(text)?.[1];
  if (value === undefined) throw new Error(`No balance in: ${text}`);
  return Number(value.replace(/,/g, ''));
}

/** Fills the local test checkout's card form and submits it with Pay. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgerlight checkout' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Opens checkout for a package from /credits/purchase ('Buy 10 credits' ...). */
export async function buyPackage(page: Page, credits: 1 | 5 | 10): Promise<void> {
  await page.goto('/credits/purchase');
  await page.getByRole('button', { name: `Buy ${credits} ${credits === 1 ? 'credit' : 'credits'}` }).click();
  await expect(page).toHaveURL(/\/checkout\//);
}

/** The sandbox bank's practice credentials (docs/deploy.md). */
const SANDBOX_LOGIN = { username: 'user_good', password: 'pass_good', mfaCode: '1234' } as const;

/**
 * Links a sandbox institution from /link-account through the in-app sandbox Link dialog: pick the
 * bank, sign in with the practice credentials (and its one-time code when it asks), keep every
 * account, finish. Product 2: success goes to /profile.
 */
export async function linkSandboxBank(page: Page, institution: string): Promise<void> {
  await page.goto('/link-account');
  await page
    .getByRole('button', { name: /link (a |an |new |your )*(bank|account|institution)/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search institutions').fill(institution.split(' ')[0] ?? institution);
  await dialog.getByRole('button', { name: new RegExp(institution) }).click();
  await dialog.getByLabel('Username').fill(SANDBOX_LOGIN.username);
  await dialog.getByLabel(/^Password/).fill(SANDBOX_LOGIN.password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const code = dialog.getByLabel('Verification code');
  const accounts = dialog.getByRole('heading', { name: 'Select accounts' });
  await expect(code.or(accounts)).toBeVisible({ timeout: 15_000 });
  if (await code.isVisible()) {
    await code.fill(SANDBOX_LOGIN.mfaCode);
    await dialog.getByRole('button', { name: 'Submit' }).click();
  }
  await expect(accounts).toBeVisible({ timeout: 15_000 });
  const boxes = dialog.getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index += 1) {
    await boxes.nth(index).check();
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
}

/** Opens an agent's start modal from /finance-agents, selects one account, continues and starts it. */
export async function startAgentOnAccount(page: Page, agentName: string, account: string): Promise<void> {
  await page.goto('/finance-agents');
  await page.getByRole('button', { name: `Start ${agentName}` }).click();
  const modal = page.getByRole('dialog', { name: `Start ${agentName}` });
  // One-account agents offer radios, the others checkboxes.
  const radio = modal.getByRole('radio', { name: new RegExp(account) });
  const checkbox = modal.getByRole('checkbox', { name: new RegExp(account) });
  await expect(radio.or(checkbox)).toBeVisible();
  if (await radio.isVisible()) await radio.check();
  else await checkbox.check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('button', { name: 'Start Agent' }).click();
}
