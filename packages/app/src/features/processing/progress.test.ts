import { AGENT_LIST } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { PROCESSING_STEPS, progressOf, stepOfStatusText } from './progress';

describe('stepOfStatusText: the step named by statusText (product 2)', () => {
  it.each([
    ['Initializing fraud detection...', 'initialize'],
    ['Initialising the run', 'initialize'],
    ['Fetching accounts: Everyday Checking and Rewards Card...', 'fetchAccounts'],
    ['Fetching account balances', 'fetchAccounts'],
    ['Processing 412 transactions...', 'processTransactions'],
    ['Processing transactions', 'processTransactions'],
    ['Fetching account data and processing transactions...', 'processTransactions'],
    ['Analyzing transactions for unusual activity...', 'analyze'],
    ['Analysing spending', 'analyze'],
    ['Analyze', 'analyze'],
    ['Initializing discretionary spending analysis...', 'initialize'],
    ['Fraud analysis completed.', 'complete'],
    ['Complete', 'complete'],
  ] as const)('%s -> %s', (text, step) => {
    expect(stepOfStatusText(text)).toBe(step);
  });

  it('ignores case', () => {
    expect(stepOfStatusText('INITIALIZING')).toBe('initialize');
    expect(stepOfStatusText('fEtChInG AcCoUnTs')).toBe('fetchAccounts');
    expect(stepOfStatusText('PROCESSING 12 TRANSACTIONS')).toBe('processTransactions');
    expect(stepOfStatusText('analyzing')).toBe('analyze');
    expect(stepOfStatusText('COMPLETED')).toBe('complete');
  });

  it('needs every word of a step: fetch without account, process without transaction name nothing', () => {
    expect(stepOfStatusText('Fetching data')).toBeUndefined();
    expect(stepOfStatusText('Processing')).toBeUndefined();
    expect(stepOfStatusText('Processing accounts')).toBeUndefined();
  });

  it('names nothing for unknown, empty or missing text', () => {
    expect(stepOfStatusText('Working on it')).toBeUndefined();
    expect(stepOfStatusText('')).toBeUndefined();
    expect(stepOfStatusText(null)).toBeUndefined();
    expect(stepOfStatusText(undefined)).toBeUndefined();
    expect(stepOfStatusText('Fraud detection failed. Please try again.')).toBeUndefined();
    expect(stepOfStatusText('Discretionary spending analysis failed. Please try again.')).toBeUndefined();
    expect(stepOfStatusText('Queued: waiting for an available analysis worker')).toBeUndefined();
  });

  it("reads every agent's progressTemplate in order", () => {
    for (const agent of AGENT_LIST) {
      const { initializing, processing, analyzing, completed } = agent.progressTemplate;
      expect([initializing, processing, analyzing, completed].map(stepOfStatusText)).toEqual([
        'initialize',
        'processTransactions',
        'analyze',
        'complete',
      ]);
    }
  });

  it('has the five steps of product 2 in order', () => {
    expect(PROCESSING_STEPS).toEqual(['initialize', 'fetchAccounts', 'processTransactions', 'analyze', 'complete']);
  });
});

describe('progressOf: status and statusText together', () => {
  it('is queued while PENDING, whatever the text says', () => {
    expect(progressOf({ status: 'PENDING', statusText: 'Queued: waiting for an available analysis worker' })).toEqual({
      phase: 'queued',
    });
    expect(progressOf({ status: 'pending' })).toEqual({ phase: 'queued' });
  });

  it('runs the named step while PROCESSING (any case)', () => {
    expect(progressOf({ status: 'PROCESSING', statusText: 'Processing 40 transactions' })).toEqual({
      phase: 'running',
      step: 'processTransactions',
    });
    expect(progressOf({ status: 'processing', statusText: 'Analyzing' })).toEqual({
      phase: 'running',
      step: 'analyze',
    });
  });

  it('has initialized when a running task names no step, or keeps the step reached before', () => {
    expect(progressOf({ status: 'PROCESSING', statusText: 'Working' })).toEqual({
      phase: 'running',
      step: 'initialize',
    });
    expect(progressOf({ status: 'PROCESSING' }, { phase: 'running', step: 'analyze' })).toEqual({
      phase: 'running',
      step: 'analyze',
    });
    expect(progressOf({ status: 'SOMETHING_NEW', statusText: null })).toEqual({ phase: 'running', step: 'initialize' });
  });

  it('is completed when COMPLETED (any case)', () => {
    expect(progressOf({ status: 'COMPLETED', statusText: 'Fetching accounts' })).toEqual({ phase: 'completed' });
    expect(progressOf({ status: 'Completed' })).toEqual({ phase: 'completed' });
  });

  it('fails at the step reached before, else the named one, else the first', () => {
    expect(
      progressOf(
        { status: 'FAILED', statusText: 'Fraud detection failed.' },
        { phase: 'running', step: 'fetchAccounts' },
      ),
    ).toEqual({ phase: 'failed', step: 'fetchAccounts' });
    expect(progressOf({ status: 'failed', statusText: 'Analyzing failed at the last step' })).toEqual({
      phase: 'failed',
      step: 'analyze',
    });
    expect(progressOf({ status: 'FAILED', statusText: 'Budget Builder failed. Please try again.' })).toEqual({
      phase: 'failed',
      step: 'initialize',
    });
    expect(progressOf({ status: 'FAILED', statusText: 'Analysis completed with errors' })).toEqual({
      phase: 'failed',
      step: 'initialize',
    });
    expect(progressOf({ status: 'FAILED' }, { phase: 'queued' })).toEqual({ phase: 'failed', step: 'initialize' });
  });
});
