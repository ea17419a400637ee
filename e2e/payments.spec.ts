import { expect, test } from './builtApp.test-support';

import {
  buyPackage,
  currentBalance,
  newUser,
  payWithCard,
  signUpConfirmAndSignIn,
  watchForProblems,
} from './journeys.test-support';

/** Credit purchases through the local test checkout that `npm start` serves (Stripe-format events). */

test('a declined card is refused on the checkout page; the standard test card then pays and the balance goes up', async ({
  page,
}) => {
  const watch = watchForProblems(page);
  await signUpConfirmAndSignIn(page, newUser('declined'));
  expect(await currentBalance(page)).toBe(3);

  await buyPackage(page, 5);
  await expect(page.getByText('Total $14.00')).toBeVisible();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\//);
  expect(await currentBalance(page)).toBe(3);

  await buyPackage(page, 5);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits Added Successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('5 credits ($14.00) have been added to your balance.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect(await currentBalance(page)).toBe(8);
  const purchase = page.getByRole('table', { name: 'Credit history' }).getByRole('row').nth(1);
  await expect(purchase).toContainText('+5');
  watch.expectNone();
});

test('cancelling on the checkout page comes back to the cancel page, not charged', async ({ page }) => {
  await signUpConfirmAndSignIn(page, newUser('cancel'));
  await buyPackage(page, 1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\/cancel/);
  await expect(page.getByText('Your payment was cancelled and you have not been charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/credits\/purchase$/);
  expect(await currentBalance(page)).toBe(3);
});
