import { ACCOUNT_DELETED_MESSAGE, DELETE_ACCOUNT_EXPLANATION, DELETE_ACCOUNT_TITLE } from '@ledgerlight/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, test } from './builtApp.test-support';
import {
  linkSandboxBank,
  mainNav,
  messageIn,
  newUser,
  signUpConfirmAndSignIn,
  submitSignIn,
  watchForProblems,
} from './journeys.test-support';

/**
 * Account deletion (ADR 0033) from Profile, by keyboard, against `npm start`: the confirmation
 * dialog, the home page's one-time notice, the old ID token refused by the API, and the identity
 * gone from the local user pool.
 */

/** The identity library's ID token in the page's storage (as sign-in.spec.ts reads it). */
async function storedIdToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.idToken'));
    const token = key === undefined ? null : window.localStorage.getItem(key);
    if (!token) throw new Error('No ID token in localStorage');
    return token;
  });
}

/** The status of GET /api/credits/balance called with the token. */
async function balanceStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/credits/balance', { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

/** Whether keyboard focus is inside the element. */
const focusInside = (scope: Locator): Promise<boolean> =>
  scope.evaluate((node) => node.contains(document.activeElement));

test('a user deletes the account from Profile by keyboard: signed out everywhere, the old token refused, sign-in refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = watchForProblems(page);
  const user = newUser('deletion');
  await signUpConfirmAndSignIn(page, user);
  // A linked bank: the deletion also unlinks it at the sandbox bank (and must still answer 200).
  await linkSandboxBank(page, 'First Platypus Bank');

  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile Settings · Ledgerlight');
  await expect(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
  const token = await storedIdToken(page);
  expect(await balanceStatus(page.request, token)).toBe(200);

  // Tab from the top of the page to "Delete my account", then Enter.
  const deleteButton = page.getByRole('button', { name: 'Delete my account', exact: true });
  await expect(deleteButton).toBeVisible();
  let tabs = 0;
  while (!(await deleteButton.evaluate((node) => node === document.activeElement))) {
    tabs += 1;
    expect(tabs, 'Tab never reached "Delete my account"').toBeLessThanOrEqual(80);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');

  // A labelled, described modal dialog with focus inside; Tab keeps it there.
  const dialog = page.getByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(DELETE_ACCOUNT_EXPLANATION);
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }

  // Escape cancels: nothing deleted, focus back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  expect(await balanceStatus(page.request, token)).toBe(200);

  // Open again by keyboard and confirm.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === '/api/users/me',
  );
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  expect((await deleted).status()).toBe(200);

  // Signed out, on the home page, told once.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(messageIn(page.locator('body'), ACCOUNT_DELETED_MESSAGE)).toHaveCount(1);
  await expect(messageIn(page.locator('body'), ACCOUNT_DELETED_MESSAGE)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(ACCOUNT_DELETED_MESSAGE)).toHaveCount(0);

  // The ID token read before the deletion is still unexpired, and refused.
  expect(await balanceStatus(page.request, token)).toBe(401);

  // The identity is gone from the local user pool: the same email and password are refused.
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await submitSignIn(signIn, user.email, user.password);
  await expect(signIn.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  watch.expectNone();
});
