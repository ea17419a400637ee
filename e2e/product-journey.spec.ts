import type { BrowserContext, Page } from '@playwright/test';

import { expect, test, watchBuiltApp } from './builtApp.test-support';
import type { BuiltAppWatch } from './builtApp.test-support';
import {
  buyPackage,
  currentBalance,
  linkSandboxBank,
  mainNav,
  newUser,
  payWithCard,
  signUpConfirmAndSignIn,
  startAgentOnAccount,
  watchForProblems,
} from './journeys.test-support';

/**
 * One new user through the whole product, step by step on one signed-in page: sign up -> confirm ->
 * sign in -> 3 welcome credits -> buy credits through the local checkout -> link the sandbox bank ->
 * run each of the five agents -> processing -> results -> help request -> remove an institution ->
 * sign out. A step that fails skips the ones after it.
 */

test.describe.configure({ mode: 'serial' });

const user = newUser('journey');
let context: BrowserContext;
let page: Page;
let watch: ReturnType<typeof watchForProblems>;
let builtApp: BuiltAppWatch;

/** The agents in catalogue order, with the account each one runs on (one account each: 11 credits). */
const AGENTS = [
  { id: 'fraud_detection', name: 'Fraud Detection' },
  { id: 'budget_builder', name: 'Budget Builder' },
  { id: 'recurring_expenses', name: 'Recurring Expenses' },
  { id: 'savings_finder', name: 'Savings Finder' },
  { id: 'discretionary_spending', name: 'Discretionary Spending' },
] as const;
const ACCOUNT = 'Everyday Checking';

/** Icon keys the analysis engine writes for categories: never to be read as text (ADR 0016). */
const ICON_KEYS =
  'activity|alert-circle|book|briefcase|car|cloud|coffee|cpu|file-text|film|gamepad|gift|headphones|heart|home|' +
  'lock|more-horizontal|music|navigation|pen-tool|plane|repeat|scissors|shield|shopping-bag|shopping-cart|' +
  'smartphone|truck|tv|users|utensils|wifi|zap|credit-card|send';

/** Each result page's text, by agent, for the checks across agents (ADR 0031: one fact per figure). */
const resultText = new Map<string, string>();

/** A dollar amount of the page text after `label` (a stat tile's value): '$1,234.56' -> 1234.56. */
function amountAfter(text: string, label: string): number | undefined {
  const match = new RegExp(`${label}\\s*\\n\\s*\\$([\\d,]+(?:\\.\\d+)?)`).exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1].replace(/,/g, ''));
}

/**
 * What a consumer reads on a result page (ADR 0016): no raw enum key, no icon key glued to a name, no
 * ISO date, and summary figures that agree with each other.
 */
async function expectTrustworthyResult(agentId: string): Promise<void> {
  // The agent's renderer is a chunk of its own: read the page once it has replaced its loading line
  // (the page's header and Analyzed Accounts show before it; reading then failed once in a full run).
  const results = page.getByRole('region', { name: 'Analysis results' });
  await expect(results.getByRole('heading').first()).toBeVisible();
  await expect(results.getByText('Loading analysis results...')).toHaveCount(0);
  const text = await page.locator('main').innerText();
  resultText.set(agentId, text);
  expect(text, 'a raw snake_case key').not.toMatch(/\b[a-z]+(?:_[a-z]+)+\b/);
  expect(text, 'an icon key as text').not.toMatch(new RegExp(`(?:^|\\s)(?:${ICON_KEYS})[A-Z]`, 'm'));
  expect(text, 'an ISO date').not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  if (agentId === 'budget_builder') {
    // Named on the page: under the overview, and first of the factors behind the health score.
    await expect(page.getByText(/^Based on (the income you gave|the deposits seen)/).first()).toBeVisible();
    const income = amountAfter(text, 'Monthly income');
    const expenses = amountAfter(text, 'Monthly expenses');
    const left = amountAfter(text, 'Left over each month') ?? -(amountAfter(text, 'Overspent each month') ?? NaN);
    expect(income).toBeDefined();
    expect(expenses).toBeDefined();
    expect(left).toBeCloseTo((income ?? 0) - (expenses ?? 0), 1);
    // Fact terms are upper-cased by CSS, which innerText applies.
    const fits = /Spending fits income\s*\n\s*(Yes|No)/i.exec(text)?.[1];
    expect(fits).toBe(left >= 0 ? 'Yes' : 'No');
  }
  if (agentId === 'recurring_expenses') {
    const count = /Recurring expenses\s*\n\s*(\d+)/.exec(text)?.[1];
    const said = /You have (\d+) recurring charges/.exec(text)?.[1];
    expect(count).toBeDefined();
    if (said !== undefined) expect(said).toBe(count);
  }
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  builtApp = watchBuiltApp(context);
  page = await context.newPage();
  watch = watchForProblems(page);
});

test.afterEach(async () => {
  await builtApp.expectNone();
});

test.afterAll(async () => {
  await context.close();
});

test('sign up, confirm with the mailbox code, sign in', async () => {
  await signUpConfirmAndSignIn(page, user);
});

test('a new user has exactly the 3 welcome credits', async () => {
  await expect(mainNav(page).getByRole('link', { name: /Credits \(balance 3\)/ })).toBeVisible();
  expect(await currentBalance(page)).toBe(3);
  const history = page.getByRole('table', { name: 'Credit history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Welcome bonus');
  await expect(history.getByRole('row').nth(1)).toContainText('+3');
});

test('buy 10 credits through the local checkout: payment success, balance up', async () => {
  await buyPackage(page, 10);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits Added Successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('10 credits ($24.00) have been added to your balance.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect(await currentBalance(page)).toBe(13);
});

test('link the sandbox bank through the in-app Link dialog', async () => {
  await linkSandboxBank(page, 'First Platypus Bank');
  await page.goto('/link-account');
  await expect(page.getByRole('heading', { name: 'First Platypus Bank', exact: true })).toBeVisible();
});

for (const agent of AGENTS) {
  test(`run ${agent.name}: start, processing, results`, async () => {
    test.setTimeout(180_000);
    await startAgentOnAccount(page, agent.name, ACCOUNT);

    await expect(page).toHaveURL(new RegExp(`/processing/${agent.id}/[\\w-]+$`));
    const taskId = page.url().split('/').pop() ?? '';
    await expect(page).toHaveURL(new RegExp(`/results/${agent.id}/${taskId}$`), { timeout: 150_000 });
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await expect(page.getByText(`Analysis #${taskId.slice(-8)}`)).toBeVisible();
    await expect(page.getByText('Completed').first()).toBeVisible();
    const analyzed = page.getByRole('heading', { name: 'Analyzed Accounts' });
    await expect(analyzed).toBeVisible();
    await expect(page.getByText(ACCOUNT).first()).toBeVisible();
    await expectTrustworthyResult(agent.id);
  });
}

test('the five results agree: one split of spending, one vocabulary, list summaries equal to their pages', async () => {
  const budget = resultText.get('budget_builder') ?? '';
  const discretionary = resultText.get('discretionary_spending') ?? '';
  const recurring = resultText.get('recurring_expenses') ?? '';
  // Budget's monthly expenses are Discretionary's essential plus discretionary spending.
  const expenses = amountAfter(budget, 'Monthly expenses');
  const wants = amountAfter(discretionary, 'Discretionary spending');
  const needs = /Essential spending\s*\n\s*\$([\d,]+(?:\.\d+)?) a month/i.exec(discretionary)?.[1];
  expect(expenses).toBeDefined();
  expect(wants).toBeDefined();
  expect(needs).toBeDefined();
  expect((wants ?? 0) + Number((needs ?? '').replace(/,/g, ''))).toBeCloseTo(expenses ?? NaN, 0);

  // The list's one-line summary of the recurring run states the page's figures.
  const monthly = amountAfter(recurring, 'Recurring charges each month');
  const count = /Recurring expenses\s*\n\s*(\d+)/.exec(recurring)?.[1];
  await page.goto('/results/recurring_expenses');
  const summary = page.getByText(/\/mo in \d+ recurring charges?/).first();
  await expect(summary).toBeVisible({ timeout: 15_000 });
  const line = (await summary.innerText()).replace(/,/g, '');
  expect(line).toContain(`$${Math.round(monthly ?? NaN)}/mo in ${count} recurring charge`);

  // /transactions files each row under a category of the same vocabulary the results use.
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions by day' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const listText = await list.innerText();
  // A row's second line starts with its category, then ' · ' and the account: the bank's 'Shops' or
  // 'Food and Drink' never stands there ('Coffee Shops' is the results' own name).
  expect(listText, 'a bank category on /transactions').not.toMatch(/^\s*(?:Shops|Food and Drink) · /m);
  expect(listText).toMatch(
    /^\s*(?:Groceries|Dining Out|Coffee Shops|Income|Transfer|Card Payment|Shopping|Transportation) · /m,
  );
});

test('the five runs cost 11 credits', async () => {
  expect(await currentBalance(page)).toBe(2);
});

test('send a help request about one of the analyses', async () => {
  await page.goto('/help');
  const analysis = page.getByLabel('Analysis');
  await expect(analysis).toBeEnabled({ timeout: 15_000 });
  await analysis.selectOption({ index: 1 });
  await page.getByLabel('Category').selectOption('bad analysis');
  await page.getByLabel('Description').fill('The savings estimate looks too high for my checking account.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request has been sent.' })).toBeVisible();
});

test('link a second bank (with a one-time code) and remove it', async () => {
  await linkSandboxBank(page, 'Tartan Credit Union');
  await page.goto('/link-account');
  await page.getByRole('button', { name: 'Remove Tartan Credit Union' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Tartan Credit Union?' });
  await expect(
    confirm.getByText('Are you sure you want to remove this institution? This will delete all associated data.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tartan Credit Union', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'First Platypus Bank', exact: true })).toBeVisible();
});

test('sign out returns to the origin, signed out, with no page errors or CSP violations on the way', async () => {
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/credits');
  await expect(page).toHaveURL(/\/welcome$/);
  watch.expectNone();
});
