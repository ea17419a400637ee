import { expect, test } from '@playwright/test';

/** The demo's identity provider accepts this code for every confirmation (mocks/src/userPool.ts). */
const CODE = '123456';

test('a newcomer signs up, confirms the email, signs in and signs out', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.com`;
  const password = 'Ledgerlight1';

  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Create Free Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Email' });
  await expect(confirm.getByRole('status')).toContainText('Please check your email for confirmation code');
  await confirm.getByLabel('Confirmation code').fill(CODE);
  await confirm.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(confirm.getByRole('status')).toContainText('Email confirmed successfully! You can now sign in.');

  // Spec 2: confirm switches to sign in 2 seconds after success.
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible({ timeout: 5_000 });
  await expect(signIn.getByLabel('Email')).toHaveValue(email);
  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/finance-agents$/);

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a wrong password gets the spec message and the dialog stays open', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill('nobody.here@example.com');
  await signIn.getByLabel(/^Password/).fill('Whatever123');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('No account found with this email');
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeFocused();
});
