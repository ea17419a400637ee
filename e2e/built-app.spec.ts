import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { getAgent } from '@ledgerlight/contract';
import type { AgentId, AgentTask, PlaidItemsResponse } from '@ledgerlight/contract';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';

import { expect, test, watchBuiltApp } from './builtApp.test-support';
import type { BuiltAppWatch } from './builtApp.test-support';
import { FROZEN_NOW } from './frozenClock.test-support';
import {
  buyPackage,
  linkSandboxBank,
  newUser,
  payWithCard,
  signUpConfirmAndSignIn,
  startAgentOnAccount,
  watchForProblems,
} from './journeys.test-support';

/**
 * The built app as `npm start` serves it, compared pixel for pixel with committed baselines
 * (e2e/built-app.spec.ts-snapshots/, ADR 0014): every main page at 1280x800 and 390x844, four of
 * them dark too. One user signs up, buys credits, links First Platypus Bank and runs each agent
 * once; the pages are then captured in fresh contexts signed in as that user.
 *
 * What would change between runs is frozen, not hidden: the server runs with SANDBOX_CLOCK (the
 * sandbox bank's histories and the analyses are those of FROZEN_NOW, whatever the real date) and
 * the browsers' clocks are fixed at FROZEN_NOW (month names, relative dates, the footer's year).
 * What the database stamps with its real clock (a run's date and duration, the day a bank was
 * linked) is answered as of FROZEN_NOW (freezeServerStamps). Only the random task ids (the
 * 'Analysis #' line) are masked; a mask must find its node, so it cannot silently cover nothing.
 * The server's real-clock stamps also appear as relative dates ('Just now' in Recent Analysis and
 * Past results): those are later than FROZEN_NOW, and the app shows a date later than its clock as
 * 'Just now' (relativeDate, clock skew), so they read the same on every day after FROZEN_NOW.
 *
 * The processing page is captured on a finished run whose status is answered as the server answers
 * while it analyses (PROCESSING at the analysing step): the running state lasts under a second.
 * The browsers see only the bundled fonts and what CI installs (FONTCONFIG_FILE, playwright.config.ts).
 * Differences are soft: every page is captured and reported, not only the first that differs.
 *
 * Record the baselines again after a deliberate visual change:
 *   flock /tmp/ledgerlight-heavy.lock npx playwright test e2e/built-app.spec.ts --update-snapshots
 * and look at every changed image before committing it.
 */

const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
const SIZES = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'mobile', viewport: MOBILE },
] as const;

const BANK = 'First Platypus Bank';
const ACCOUNT = 'Everyday Checking';
const AGENTS: readonly AgentId[] = [
  'fraud_detection',
  'budget_builder',
  'recurring_expenses',
  'savings_finder',
  'discretionary_spending',
];
/** The agent whose start modal, processing page and dark result are captured. */
const FEATURED: AgentId = 'budget_builder';

/** Where the signed-in user's storage state is kept between the setup and the captures. */
const STATE_FILE = join(tmpdir(), `ledgerlight-built-app-${process.pid}.json`);
const taskIds = new Map<AgentId, string>();

function agentName(id: AgentId): string {
  return getAgent(id).name;
}

function taskIdOf(id: AgentId): string {
  const taskId = taskIds.get(id);
  if (taskId === undefined) throw new Error(`No ${id} run was recorded`);
  return taskId;
}

/** A context at the frozen instant, in UTC and US English, watched by the built-app check. */
async function frozenContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page; watch: BuiltAppWatch }> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', ...options });
  await context.clock.setFixedTime(FROZEN_NOW);
  const watch = watchBuiltApp(context);
  const page = await context.newPage();
  return { context, page, watch };
}

/** The 'Analysis #1a2b3c4d' line: the end of a random task id. */
const analysisIds = (page: Page): Locator => page.getByText(/^Analysis #\w+$/);

/** A run's facts (date, duration, accounts, transactions, cost), first of a result page's lists. */
const runFacts = (page: Page): Locator => page.getByRole('main').locator('dl').first();

/**
 * What the database stamps with its real clock, as the app reads it, answered as of FROZEN_NOW: a
 * run's createdAt and updatedAt (the date and duration a result shows: FROZEN_NOW and two seconds
 * later) and when each bank was linked (the Accounts page's 'Connected' date). Every other field
 * is the server's own.
 */
async function freezeServerStamps(context: BrowserContext): Promise<void> {
  const started = new Date(FROZEN_NOW).toISOString();
  const ended = new Date(Date.parse(FROZEN_NOW) + 2_000).toISOString();
  await context.route('**/api/agent/*/result/*', async (route) => {
    const response = await route.fetch();
    const task = (await response.json()) as AgentTask;
    await route.fulfill({ response, json: { ...task, createdAt: started, updatedAt: ended } });
  });
  await context.route('**/api/plaid/items', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const { items } = (await response.json()) as PlaidItemsResponse;
    await route.fulfill({ response, json: { items: items.map((item) => ({ ...item, createdAt: started })) } });
  });
}

/** Loading spinners (a live status with a hidden ring): a page is captured once they are gone. */
const spinners = (page: Page): Locator => page.locator('[role="status"]:has(> [aria-hidden="true"]:empty)');

/**
 * Captures the page once it has loaded (no request for half a second, no spinner but the one
 * `spinner` allows) and its fonts are ready: the whole page, or the window alone for a dialog (its backdrop covers the window). `mask`
 * paints over volatile nodes. A difference is reported and the next page is still captured.
 */
async function capture(
  page: Page,
  name: string,
  {
    mask = [],
    dialog = false,
    spinner = false,
  }: { mask?: readonly Locator[]; dialog?: boolean; spinner?: boolean } = {},
): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(spinners(page)).toHaveCount(spinner ? 1 : 0);
  for (const locator of mask) await expect(locator.first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // A click near a dialog's bottom edge scrolls the overlay by an amount that depends on how far its
  // opening animation had got: capture every overlay from its top (as the story harness does).
  await page.evaluate(() => {
    for (const overlay of document.querySelectorAll('[data-modal-overlay]')) overlay.scrollTop = 0;
  });
  // The loaded page, not only its first paint, fits the window (a table or a result can widen it).
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect.soft(width.page, `${name}: the page is wider than the window`).toBeLessThanOrEqual(width.window);
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage: !dialog, mask: [...mask] });
}

test('the check on every page catches an unstyled app, a missing font and a page wider than the phone', async ({
  browser,
}) => {
  const unstyled = await frozenContext(browser, { viewport: MOBILE });
  await unstyled.page.route(/\.css$/, (route) => route.abort());
  await unstyled.page.goto('/');
  await expect(unstyled.page.getByRole('heading', { level: 1 })).toBeVisible();
  const withoutTheme = await unstyled.watch.findings();
  expect(withoutTheme).toContainEqual(
    expect.stringMatching(/^\/ at 390x844: body background .* is not the light theme's/),
  );
  expect(withoutTheme).toContainEqual(expect.stringMatching(/^\/ at 390x844: body font-family starts with/));
  await unstyled.context.close();

  const fontless = await frozenContext(browser, { viewport: MOBILE });
  await fontless.page.route(/\.woff2$/, (route) => route.abort());
  await fontless.page.goto('/welcome');
  await expect(fontless.page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  expect(await fontless.watch.findings()).toContainEqual(
    expect.stringMatching(/^\/welcome at 390x844: no 'Inter Variable' font face loaded/),
  );
  await fontless.context.close();

  const wide = await frozenContext(browser, { viewport: MOBILE });
  await wide.page.goto('/');
  await expect(wide.page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await wide.watch.findings()).toEqual([]);
  await wide.page.evaluate((width) => {
    const block = document.createElement('div');
    block.style.width = `${width}px`;
    block.style.height = '1em';
    document.body.append(block);
  }, MOBILE.width + 1);
  const overflow = await wide.watch.findings();
  expect(overflow).toEqual([
    expect.stringMatching(/^\/ at 390x844: overflows horizontally: scrollWidth \d+ > innerWidth 390$/),
  ]);
  await wide.context.close();
});

test.describe('signed out', () => {
  for (const { name: size, viewport } of SIZES) {
    test(`/, /welcome and the sign-in modal at ${viewport.width}x${viewport.height}, / dark too`, async ({
      browser,
    }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page, watch } = await frozenContext(browser, { viewport, colorScheme });
        const suffix = `${size}${colorScheme === 'dark' ? '-dark' : ''}`;
        await page.goto('/');
        await expect(page).toHaveTitle('Ledgerlight · AI financial intelligence for your bank accounts');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('AI financial intelligence');
        await capture(page, `home-${suffix}`);

        if (colorScheme === 'light') {
          await page.goto('/welcome');
          await expect(page).toHaveTitle('Sign in · Ledgerlight');
          await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
          await capture(page, `welcome-${suffix}`);

          await page.getByRole('button', { name: 'Continue with Email' }).click();
          await expect(page.getByRole('dialog', { name: 'Sign In' }).getByLabel('Email')).toBeVisible();
          await capture(page, `sign-in-modal-${suffix}`, { dialog: true });
        }
        await watch.expectNone();
        await context.close();
      }
    });
  }
});

test.describe('signed in with a linked bank and five analyses', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page, watch } = await frozenContext(browser, { viewport: DESKTOP });
    const problems = watchForProblems(page);
    await signUpConfirmAndSignIn(page, newUser('built-app'));
    // 3 + 2 x 10 credits: the five runs take 11, and the start modal's 3-credit run stays affordable.
    for (let purchase = 0; purchase < 2; purchase += 1) {
      await buyPackage(page, 10);
      await payWithCard(page, '4242 4242 4242 4242');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    }
    await linkSandboxBank(page, BANK);
    // The newest sandbox transactions are of the server's day: FROZEN_NOW's unless the server was
    // started without SANDBOX_CLOCK (a server Playwright reused instead of starting its own).
    // The browser's clock is frozen at FROZEN_NOW too, so the newest day's heading reads 'Today'.
    await page.goto('/transactions');
    await expect(
      page.getByRole('list', { name: 'Transactions by day' }).getByRole('heading', { level: 2 }).first(),
      `the server must run with SANDBOX_CLOCK=${FROZEN_NOW} (playwright.config.ts starts it so)`,
    ).toHaveText('Today');

    for (const id of AGENTS) {
      const name = agentName(id);
      await startAgentOnAccount(page, name, ACCOUNT);
      await expect(page).toHaveURL(new RegExp(`/processing/${id}/[\\w-]+$`));
      const taskId = page.url().split('/').pop() ?? '';
      await expect(page).toHaveURL(new RegExp(`/results/${id}/${taskId}$`), { timeout: 60_000 });
      taskIds.set(id, taskId);
    }
    writeFileSync(STATE_FILE, JSON.stringify(await context.storageState()));
    problems.expectNone();
    await watch.expectNone();
    await context.close();
  });

  test.afterAll(() => {
    rmSync(STATE_FILE, { force: true });
  });

  for (const { name: size, viewport } of SIZES) {
    test(`every signed-in page at ${viewport.width}x${viewport.height}, four dark too`, async ({ browser }) => {
      test.setTimeout(180_000);
      const { context, page, watch } = await frozenContext(browser, { viewport, storageState: STATE_FILE });
      await freezeServerStamps(context);
      const problems = watchForProblems(page);

      await page.goto('/dashboard');
      await expect(page).toHaveTitle('Dashboard · Ledgerlight');
      await expect(page.getByText(agentName('discretionary_spending')).first()).toBeVisible();
      await capture(page, `dashboard-${size}`);

      await page.goto('/finance-agents');
      await expect(page).toHaveTitle('AI Financial Agents · Ledgerlight');
      await expect(page.getByRole('button', { name: `Start ${agentName(FEATURED)}` })).toBeVisible();
      await capture(page, `finance-agents-${size}`);

      await page.getByRole('button', { name: `Start ${agentName(FEATURED)}` }).click();
      const modal = page.getByRole('dialog', { name: `Start ${agentName(FEATURED)}` });
      const radio = modal.getByRole('radio', { name: new RegExp(ACCOUNT) });
      const checkbox = modal.getByRole('checkbox', { name: new RegExp(ACCOUNT) });
      await expect(radio.or(checkbox)).toBeVisible();
      if (await radio.isVisible()) await radio.check();
      else await checkbox.check();
      // 12 credits: 3 welcome + 2 x 10 bought - 11 for the five runs.
      await expect(modal.getByText('Balance: 12 credits')).toBeVisible();
      await capture(page, `start-modal-configure-${size}`, { dialog: true });
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.getByRole('button', { name: 'Start Agent' })).toBeVisible();
      await expect(modal.getByText('9 credits')).toBeVisible();
      await capture(page, `start-modal-confirm-${size}`, { dialog: true });
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      // The processing page of a run held at its analysing step: the real task, as the server
      // reports it while the analysis runs.
      const featured = taskIdOf(FEATURED);
      await page.route(`**/api/agent/${FEATURED}/result/${featured}`, async (route) => {
        const response = await route.fetch();
        const task = (await response.json()) as AgentTask;
        await route.fulfill({
          response,
          json: {
            ...task,
            status: 'PROCESSING',
            overallStatus: null,
            statusText: getAgent(FEATURED).progressTemplate.analyzing,
          },
        });
      });
      await page.goto(`/processing/${FEATURED}/${featured}`);
      await expect(page).toHaveTitle(`Processing ${agentName(FEATURED)} · Ledgerlight`);
      await expect(page.getByText(getAgent(FEATURED).progressTemplate.analyzing)).toBeVisible();
      await capture(page, `processing-${size}`, { mask: [analysisIds(page)], spinner: true });
      await page.unrouteAll();

      for (const id of AGENTS) {
        await page.goto(`/results/${id}/${taskIdOf(id)}`);
        await expect(page).toHaveTitle(`${agentName(id)} Result · Ledgerlight`);
        await expect(page.getByRole('heading', { name: 'Analyzed Accounts' })).toBeVisible();
        // The run line under the verdict dates the run; the Details list holds its duration.
        await expect(page.getByRole('main')).toContainText('Jun 15, 2026, 12:00 PM');
        await expect(runFacts(page)).toContainText('0m 2s');
        await capture(page, `result-${id}-${size}`, { mask: [analysisIds(page)] });
      }

      await page.goto('/credits/purchase');
      await expect(page).toHaveTitle('Buy Credits · Ledgerlight');
      await expect(page.getByRole('button', { name: 'Buy 10 credits' })).toBeVisible();
      await capture(page, `credits-purchase-${size}`);

      // The email is the setup user's, unique per run ('e2e.built-app.<time>.<n>@example.com'): masked.
      await page.goto('/profile');
      await expect(page).toHaveTitle('Profile Settings · Ledgerlight');
      await expect(page.getByRole('table', { name: 'Linked accounts' })).toContainText(ACCOUNT);
      await expect(page.getByRole('button', { name: 'Delete my account', exact: true })).toBeVisible();
      await capture(page, `profile-${size}`, { mask: [page.getByText(/^e2e\.built-app\.\d+\.\d+@example\.com$/)] });

      await page.goto('/transactions');
      await expect(page).toHaveTitle('Transactions · Ledgerlight');
      await expect(page.getByRole('list', { name: 'Transactions by day' }).getByRole('listitem').first()).toBeVisible();
      await capture(page, `transactions-${size}`);

      await page.goto('/link-account');
      await expect(page).toHaveTitle('Accounts · Ledgerlight');
      await expect(page.getByRole('heading', { name: BANK, exact: true })).toBeVisible();
      await page
        .getByRole('button', { name: /link (a |an |new |your )*(bank|account|institution)/i })
        .first()
        .click();
      const link = page.getByRole('dialog', { name: 'Link your bank' });
      await expect(link.getByLabel('Search institutions')).toBeVisible();
      await expect(link.getByRole('button', { name: /Gingham Savings/ })).toBeVisible();
      await expect(page.getByText('Connected Jun 15, 2026')).toBeVisible();
      await capture(page, `link-dialog-${size}`, { dialog: true, spinner: true });

      problems.expectNone();
      await watch.expectNone();
      await context.close();

      const dark = await frozenContext(browser, { viewport, storageState: STATE_FILE, colorScheme: 'dark' });
      await freezeServerStamps(dark.context);
      await dark.page.goto('/dashboard');
      await expect(dark.page.getByText(agentName('discretionary_spending')).first()).toBeVisible();
      await capture(dark.page, `dashboard-${size}-dark`);
      await dark.page.goto(`/results/${FEATURED}/${featured}`);
      await expect(dark.page.getByRole('heading', { name: 'Analyzed Accounts' })).toBeVisible();
      await capture(dark.page, `result-${FEATURED}-${size}-dark`, { mask: [analysisIds(dark.page)] });
      await dark.page.goto('/credits/purchase');
      await expect(dark.page.getByRole('button', { name: 'Buy 10 credits' })).toBeVisible();
      await capture(dark.page, `credits-purchase-${size}-dark`);
      await dark.watch.expectNone();
      await dark.context.close();
    });
  }
});
