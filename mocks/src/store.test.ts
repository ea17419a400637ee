import { AGENTS, CREDIT_HISTORY_PAGE_SIZE, creditCost, isWelcomeBonus } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import {
  MOCK_ACCOUNT_IDS,
  MOCK_CHECKOUT_SESSION_ID,
  MOCK_CREDIT_BALANCE,
  MOCK_GRANTED_CHECKOUT_SESSION_ID,
  MOCK_ITEM_IDS,
  MOCK_LEDGER,
  MOCK_NOW,
  MOCK_SPECIAL_TASK_IDS,
  MOCK_TASK_IDS,
  MOCK_USER,
  POLLS_TO_COMPLETE,
  brokeUserSeed,
  createMockDb,
  mockDb,
  newUserSeed,
  resetMockDb,
} from './index';
import type { MockDb } from './index';

const successUrl = 'https://app.ledgerlight.app/payment/success?session_id={CHECKOUT_SESSION_ID}';
const cancelUrl = 'https://app.ledgerlight.app/payment/cancel';

function start(db: MockDb, agent: 'fraud_detection' | 'budget_builder', accounts: string[]): string {
  const outcome = db.initiate({ agent_type: agent, selectedAccounts: accounts });
  if (outcome.kind !== 'started') throw new Error(`Expected a started task, got ${outcome.kind}`);
  return outcome.taskId;
}

describe('MockDb', () => {
  it('starts from the full fixture', () => {
    const db = createMockDb();
    expect(db.balance()).toBe(MOCK_CREDIT_BALANCE);
    expect(db.accounts()).toHaveLength(7);
    expect(db.items()).toHaveLength(3);
    expect(db.ledger()).toEqual(MOCK_LEDGER);
    expect(db.user).toEqual(MOCK_USER);
  });

  it('charges creditCost for an agent run and records the usage', () => {
    const db = createMockDb();
    const accounts = [MOCK_ACCOUNT_IDS.platypusChecking, MOCK_ACCOUNT_IDS.platypusCard, MOCK_ACCOUNT_IDS.tartanCard];
    const taskId = start(db, 'budget_builder', accounts);
    const cost = creditCost('budget_builder', 3);
    expect(cost).toBe(5);
    expect(db.balance()).toBe(MOCK_CREDIT_BALANCE - cost);
    const [usage] = db.ledger();
    expect(usage).toMatchObject({ type: 'usage', amount: -cost, metadata: { agentId: 'budget_builder', taskId } });
    expect(db.tasks('budget_builder', 1)[0]).toMatchObject({
      taskId,
      status: 'PENDING',
      credit_cost: cost,
      accountIds: accounts,
    });
  });

  it('caps fraud detection billing at its one-account maximum', () => {
    const db = createMockDb();
    start(db, 'fraud_detection', [MOCK_ACCOUNT_IDS.platypusCard, MOCK_ACCOUNT_IDS.tartanCard]);
    expect(db.balance()).toBe(
      MOCK_CREDIT_BALANCE - AGENTS.fraud_detection.basePrice - AGENTS.fraud_detection.pricePerAccount,
    );
  });

  it('refuses a run it cannot pay for, without charging', () => {
    const db = createMockDb(brokeUserSeed);
    expect(db.balance()).toBe(0);
    const outcome = db.initiate({ agent_type: 'fraud_detection', selectedAccounts: [MOCK_ACCOUNT_IDS.platypusCard] });
    expect(outcome).toEqual({
      kind: 'insufficient',
      body: {
        error: 'Insufficient credits',
        message: "Insufficient credits! You need 2 credits but only have 0. You're short 2 credits.",
        required: 2,
        current: 0,
        shortfall: 2,
      },
    });
    expect(db.balance()).toBe(0);
  });

  it('refuses accounts the user does not have', () => {
    const db = createMockDb();
    const outcome = db.initiate({
      agent_type: 'fraud_detection',
      selectedAccounts: ['QpWm7Tn2xLkR9vBz4cYh8dJf3sGa6eNu1iOo5'],
    });
    expect(outcome.kind).toBe('invalid');
    expect(db.balance()).toBe(MOCK_CREDIT_BALANCE);
  });

  it('moves a new task through the progress stages to COMPLETED by poll count', () => {
    const db = createMockDb();
    const taskId = start(db, 'fraud_detection', [MOCK_ACCOUNT_IDS.platypusCard]);
    const seen = Array.from({ length: POLLS_TO_COMPLETE + 1 }, () => {
      const outcome = db.pollTask('fraud_detection', taskId);
      if (outcome.kind !== 'found') throw new Error('Task not found');
      return outcome.task;
    });
    expect(seen.map((task) => task.status)).toEqual([
      'PENDING',
      'PROCESSING',
      'PROCESSING',
      'PROCESSING',
      'PROCESSING',
      'COMPLETED',
      'COMPLETED',
    ]);
    const texts = seen.slice(1, 5).map((task) => task.statusText ?? '');
    expect(texts[0]).toMatch(/^Initializing/);
    expect(texts[1]).toMatch(/^Fetching accounts/);
    expect(texts[2]).toMatch(/^Processing \d+ transactions/);
    expect(texts[3]).toMatch(/^Analyzing/);
    expect(seen[2]?.accountBeingReviewed).toBe('Platypus Rewards Visa Signature');
    const done = seen[5];
    expect(done?.result?._metadata?.dataProcessed?.accountDetails?.[0]?.accountId).toBe(MOCK_ACCOUNT_IDS.platypusCard);
    expect(done?.result?.['riskScore']).toBe(72);
    expect(done?.transactionsReviewed).toBeGreaterThan(0);
  });

  it('advances fixture tasks already in progress, and leaves finished ones alone', () => {
    const db = createMockDb();
    const processing = MOCK_TASK_IDS.recurring_expenses.PROCESSING;
    expect(db.pollTask('recurring_expenses', processing)).toMatchObject({ task: { status: 'PROCESSING' } });
    expect(db.pollTask('recurring_expenses', processing)).toMatchObject({ task: { status: 'COMPLETED' } });
    const failed = MOCK_TASK_IDS.savings_finder.FAILED;
    for (let poll = 0; poll < 3; poll += 1)
      expect(db.pollTask('savings_finder', failed)).toMatchObject({ task: { status: 'FAILED' } });
  });

  it('answers forbidden for another user task and notFound for unknown or mismatched ids', () => {
    const db = createMockDb();
    expect(db.pollTask('fraud_detection', MOCK_SPECIAL_TASK_IDS.otherUsersTask).kind).toBe('forbidden');
    expect(db.pollTask('fraud_detection', '0b6f2a8e-3c41-4d9b-8e72-5a1c9f0d3e64').kind).toBe('notFound');
    expect(db.pollTask('budget_builder', MOCK_TASK_IDS.fraud_detection.COMPLETED).kind).toBe('notFound');
  });

  it('pages the ledger newest first with an opaque key, every entry exactly once', () => {
    const db = createMockDb();
    const seen: string[] = [];
    let nextKey: string | undefined;
    let pages = 0;
    do {
      const page = db.ledgerPage(CREDIT_HISTORY_PAGE_SIZE, nextKey);
      if (!page) throw new Error('Bad cursor');
      seen.push(...page.items.map((entry) => entry.id));
      nextKey = page.nextKey;
      pages += 1;
    } while (nextKey);
    expect(pages).toBe(Math.ceil(MOCK_LEDGER.length / CREDIT_HISTORY_PAGE_SIZE));
    expect(seen).toEqual(MOCK_LEDGER.map((entry) => entry.id));
    expect(db.ledgerPage(25, 'not a cursor')).toBeUndefined();
  });

  it('keeps pages stable when entries are added between reads', () => {
    const db = createMockDb();
    const first = db.ledgerPage(10);
    start(db, 'fraud_detection', [MOCK_ACCOUNT_IDS.platypusCard]);
    const second = db.ledgerPage(10, first?.nextKey);
    expect(second?.items[0]?.id).toBe(MOCK_LEDGER[10]?.id);
  });

  it('opens a checkout on the success URL and grants its credits once', () => {
    const db = createMockDb();
    const { checkoutUrl } = db.startCheckout({ priceId: 'credits_5', successUrl, cancelUrl });
    const sessionId = new URL(checkoutUrl).searchParams.get('session_id') ?? '';
    expect(checkoutUrl).toBe(successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId));
    expect(sessionId).toMatch(/^cs_test_/);
    expect(db.checkoutStatus(sessionId)).toEqual({
      status: 'succeeded',
      creditStatus: 'granted',
      credits: 5,
      amount: 1400,
    });
    expect(db.checkoutStatus(sessionId)?.credits).toBe(5);
    expect(db.balance()).toBe(MOCK_CREDIT_BALANCE + 5);
    expect(db.ledger()[0]).toMatchObject({
      type: 'purchase',
      amount: 5,
      packageType: 'credits_5',
      metadata: { brand: 'visa', last4: '4242' },
    });
    expect(db.checkoutStatus('cs_test_a1unknownSession')).toBeUndefined();
  });

  it('knows a paid fixture session and an already granted one', () => {
    const db = createMockDb();
    db.checkoutStatus(MOCK_GRANTED_CHECKOUT_SESSION_ID);
    expect(db.balance()).toBe(MOCK_CREDIT_BALANCE);
    db.checkoutStatus(MOCK_CHECKOUT_SESSION_ID);
    expect(db.balance()).toBe(MOCK_CREDIT_BALANCE + 5);
  });

  it('removes an institution with its accounts and transactions', () => {
    const db = createMockDb();
    expect(db.removeItem(MOCK_ITEM_IDS.tartan)).toBe(true);
    expect(db.items().map((item) => item.institution.name)).toEqual(['First Platypus Bank', 'Houndstooth Bank']);
    expect(db.accounts()).toHaveLength(5);
    const gone = new Set<string>([MOCK_ACCOUNT_IDS.tartanCard, MOCK_ACCOUNT_IDS.tartanSavings]);
    expect(db.transactions().some((transaction) => gone.has(transaction.account_id))).toBe(false);
    expect(db.removeItem(MOCK_ITEM_IDS.tartan)).toBe(false);
  });

  it('links a new institution with a checking and a savings account', () => {
    const db = createMockDb(newUserSeed);
    const linked = db.linkItem({
      public_token: 'public-sandbox-6a1f0c3e-2b4d-4e8f-9a7c-5d3b1e0f2a94',
      user_id: MOCK_USER.userId,
      institution: { name: 'Gingham Savings Bank', institution_id: 'ins_215790' },
    });
    const item_id = linked?.item_id;
    expect(item_id).toEqual(expect.any(String));
    expect(db.items()).toEqual([
      {
        item: { item_id },
        institution: { name: 'Gingham Savings Bank', institution_id: 'ins_215790' },
        createdAt: expect.any(String),
      },
    ]);
    expect(db.accounts().map((account) => account.subtype)).toEqual(['checking', 'savings']);
  });

  it('starts a new user with exactly the welcome bonus', () => {
    const db = createMockDb(newUserSeed);
    expect(db.balance()).toBe(3);
    expect(db.latestLedgerEntries(1).every(isWelcomeBonus)).toBe(true);
    expect(db.accounts()).toEqual([]);
  });

  it('stores support requests', () => {
    const db = createMockDb();
    const response = db.submitSupport({
      analysisId: '',
      category: 'general question',
      description: 'How do credits work?',
    });
    expect(db.supportRequests()).toEqual([expect.objectContaining({ id: response.id, category: 'general question' })]);
  });

  it('ticks a deterministic clock from MOCK_NOW, or uses the one it is given', () => {
    expect(createMockDb().now()).toBe(new Date(Date.parse(MOCK_NOW) + 1000).toISOString());
    expect(createMockDb(newUserSeed, { now: () => new Date('2027-01-05T08:00:00.000Z') }).now()).toBe(
      '2027-01-05T08:00:00.000Z',
    );
  });

  it('reset restores data, ids and clock', () => {
    const db = createMockDb();
    const firstTask = start(db, 'fraud_detection', [MOCK_ACCOUNT_IDS.platypusCard]);
    db.removeItem(MOCK_ITEM_IDS.platypus);
    db.submitSupport({ analysisId: firstTask, category: 'bad analysis', description: 'The alerts look wrong.' });
    db.reset();
    const fresh = createMockDb();
    expect(db.ledger()).toEqual(fresh.ledger());
    expect(db.items()).toEqual(fresh.items());
    expect(db.accounts()).toEqual(fresh.accounts());
    expect(db.tasks('fraud_detection')).toEqual(fresh.tasks('fraud_detection'));
    expect(db.supportRequests()).toEqual([]);
    expect(start(db, 'fraud_detection', [MOCK_ACCOUNT_IDS.platypusCard])).toBe(firstTask);
  });

  it('pages an agent’s tasks by nextKey as the server does, reaching every run (ADR 0029)', () => {
    const db = createMockDb();
    for (let run = 0; run < 4; run += 1) start(db, 'fraud_detection', [MOCK_ACCOUNT_IDS.platypusCard]);
    const all = db.tasks('fraud_detection');
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let nextKey: string | undefined;
    do {
      const page = db.tasksPage('fraud_detection', 2, nextKey);
      if (!page) throw new Error('a cursor the store issued was refused');
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((task) => task.taskId));
      nextKey = page.nextKey;
    } while (nextKey !== undefined);
    expect(seen).toEqual(all.map((task) => task.taskId));
    expect(db.tasksPage('fraud_detection', 2, 'not-a-cursor')).toBeUndefined();
  });

  it('resetMockDb resets the shared store', () => {
    mockDb.removeItem(MOCK_ITEM_IDS.houndstooth);
    expect(mockDb.items()).toHaveLength(2);
    resetMockDb();
    expect(mockDb.items()).toHaveLength(3);
    expect(mockDb.balance()).toBe(MOCK_CREDIT_BALANCE);
  });
});
