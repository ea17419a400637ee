import { describe, expect, it } from 'vitest';

import {
  accountSchema,
  agentTaskSchema,
  creditLedgerItemSchema,
  linkedItemSchema,
  paymentStatusSchema,
  supportRequestSchema,
  taskCostOf,
  taskResultOf,
  toTaskStatus,
  transactionSchema,
  userSchema,
} from './entities';

const account = {
  account_id: 'acc_9f3c2a71b5d84e21',
  name: 'Everyday Checking',
  type: 'depository',
  subtype: 'checking',
  institution_name: 'First Platypus Bank',
  balances: { current: 2418.55, available: 2300.1 },
  mask: '0042',
};

const transaction = {
  transaction_id: 'txn_01HZX3',
  account_id: account.account_id,
  date: '2025-05-14',
  name: 'NETFLIX.COM',
  merchant_name: 'Netflix',
  category: ['Service', 'Subscription'],
  amount: 15.49,
  pending: false,
  iso_currency_code: 'USD',
  location: { city: null, region: null },
};

describe('bank entities', () => {
  it('parse a Plaid-style account, with or without available balance and subtype', () => {
    expect(accountSchema.parse(account)).toEqual(account);
    expect(
      accountSchema.safeParse({ ...account, subtype: null, balances: { current: -320, available: null } }).success,
    ).toBe(true);
    expect(accountSchema.safeParse({ ...account, balances: { available: 1 } }).success).toBe(false);
  });

  it('parse a transaction and enforce the YYYY-MM-DD date', () => {
    expect(transactionSchema.parse(transaction)).toEqual(transaction);
    expect(transactionSchema.safeParse({ ...transaction, merchant_name: null, category: [] }).success).toBe(true);
    expect(transactionSchema.safeParse({ ...transaction, date: '05/14/2025' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...transaction, amount: '15.49' }).success).toBe(false);
  });

  it('parse a linked item without leaking unknown keys', () => {
    const parsed = linkedItemSchema.parse({
      item: { item_id: 'item_1', access_token: 'access-sandbox-secret' },
      institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
      createdAt: '2025-05-01T09:30:00.000Z',
    });
    expect(parsed.item).toEqual({ item_id: 'item_1' });
  });
});

describe('identity', () => {
  it('accepts a user without optional names or picture', () => {
    expect(userSchema.safeParse({ username: 'u-1', userId: 'u-1', email: 'ada@example.com' }).success).toBe(true);
    expect(userSchema.safeParse({ username: 'u-1', email: 'ada@example.com' }).success).toBe(false);
  });
});

describe('credits and payments', () => {
  it('parse ledger entries of every type', () => {
    const bonus = {
      id: 'led_1',
      type: 'purchase',
      description: 'Welcome credits',
      note: 'Welcome bonus',
      amount: 3,
      createdAt: '2025-05-01T09:30:00Z',
    };
    const usage = {
      id: 'led_2',
      type: 'usage',
      description: 'Budget Builder analysis',
      amount: -4,
      createdAt: '2025-05-02T10:00:00+02:00',
      metadata: { taskId: 'task_1', agentId: 'budget_builder' },
    };
    for (const entry of [bonus, usage, { ...usage, id: 'led_3', type: 'refund', amount: 4 }]) {
      expect(creditLedgerItemSchema.safeParse(entry).success).toBe(true);
    }
    expect(creditLedgerItemSchema.safeParse({ ...usage, type: 'gift' }).success).toBe(false);
    expect(creditLedgerItemSchema.safeParse({ ...usage, createdAt: 'yesterday' }).success).toBe(false);
  });

  it('parse a payment status with the amount in cents', () => {
    const status = { status: 'succeeded', creditStatus: 'granted', credits: 5, amount: 1400 };
    expect(paymentStatusSchema.parse(status)).toEqual(status);
    expect(paymentStatusSchema.safeParse({ ...status, amount: 14.0001 }).success).toBe(false);
    expect(paymentStatusSchema.safeParse({ ...status, creditStatus: 'maybe' }).success).toBe(false);
  });
});

describe('support request (product 2, 5)', () => {
  const valid = { analysisId: '', category: 'general question', description: 'Where is my refund?' };

  it('accepts a request with or without an analysis, and trims the description', () => {
    expect(supportRequestSchema.parse({ ...valid, description: '  Help  ' }).description).toBe('Help');
    expect(supportRequestSchema.safeParse({ ...valid, analysisId: 'task_123', category: 'bad analysis' }).success).toBe(
      true,
    );
  });

  it('rejects an empty or oversized description, an unknown category and extra fields', () => {
    expect(supportRequestSchema.safeParse({ ...valid, description: '   ' }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ ...valid, description: 'x'.repeat(5001) }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ ...valid, category: 'General Question' }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ ...valid, priority: 'urgent' }).success).toBe(false);
  });
});

describe('agent task as read from the server (product 3)', () => {
  const completed = {
    taskId: 'task_7d1e6f0a9b2c4d3e',
    status: 'COMPLETED',
    createdAt: '2025-05-20T08:00:00.000Z',
    updatedAt: '2025-05-20T08:03:12.000Z',
    agent_config: { selectedAccounts: ['acc_1', 'acc_2'], annualIncome: 85000, zipcode: '94110' },
    accountIds: ['acc_1', 'acc_2'],
    credit_cost: 4,
    overallStatus: 'Completed',
    transactionsReviewed: 412,
    statusText: 'Budget completed.',
    analysisResult: { totalIncome: 6200, _metadata: { dataProcessed: { accountDetails: [] } } },
  };

  it('parses a completed task and keeps agent-specific result fields', () => {
    const task = agentTaskSchema.parse(completed);
    expect(taskResultOf(task)).toMatchObject({ totalIncome: 6200 });
    expect(taskCostOf(task)).toBe(4);
  });

  it('tolerates the variants: lowercase status, cost, result, nulls, UI-added fields', () => {
    const task = agentTaskSchema.parse({
      taskId: 'task_2',
      status: 'processing',
      createdAt: '2025-05-20T08:00:00.000Z',
      updatedAt: null,
      cost: 2,
      errorInfo: null,
      accountBeingReviewed: 'Everyday Checking',
      result: { summary: 'Working', error: null },
      agentId: 'fraud_detection',
      agentName: 'Fraud Detection',
    });
    expect(toTaskStatus(task.status)).toBe('PROCESSING');
    expect(taskCostOf(task)).toBe(2);
    expect(taskResultOf(task)).toEqual({ summary: 'Working', error: null });
  });

  it('rejects a task without id or with a malformed result envelope', () => {
    expect(agentTaskSchema.safeParse({ ...completed, taskId: undefined }).success).toBe(false);
    expect(agentTaskSchema.safeParse({ ...completed, analysisResult: { error: 42 } }).success).toBe(false);
  });

  it('maps statuses case-insensitively and unknown ones to undefined', () => {
    expect(toTaskStatus('Failed')).toBe('FAILED');
    expect(toTaskStatus('pending')).toBe('PENDING');
    expect(toTaskStatus('queued')).toBeUndefined();
  });
});
