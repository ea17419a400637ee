import type { StartAgentConfig } from '@ledgerlight/contract';

/**
 * A start that stopped for lack of credits (ADR 0025): the agent and the selection, kept in this tab
 * while the user buys credits, so that payment success brings them back to the same agent with the
 * same selection. Removed when the agent's page resumes it, and when the payment is cancelled
 * (/payment/cancel) or does not succeed (a /payment/success warning); older than an hour (a checkout
 * abandoned without either return), it is forgotten. Cleared on sign-out with the cache.
 */
export const PENDING_START_KEY = 'ledgerlight.pendingStart';
export const PENDING_START_MAX_AGE_MS = 60 * 60 * 1000;

export interface PendingStart {
  agentId: string;
  config: StartAgentConfig;
}

interface Stored extends PendingStart {
  savedAt: number;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { agentId, savedAt, config } = value as Partial<Stored>;
  return (
    typeof agentId === 'string' &&
    typeof savedAt === 'number' &&
    typeof config === 'object' &&
    config !== null &&
    isStrings(config.selectedAccounts) &&
    typeof config.annualIncome === 'string' &&
    typeof config.zipcode === 'string'
  );
}

export function savePendingStart(pending: PendingStart, now: number = Date.now()): void {
  try {
    storage()?.setItem(PENDING_START_KEY, JSON.stringify({ ...pending, savedAt: now } satisfies Stored));
  } catch {
    // Storage blocked: the user comes back to the dashboard after paying, as without this.
  }
}

export function clearPendingStart(): void {
  storage()?.removeItem(PENDING_START_KEY);
}

/** The pending start, if there is a recent one; an old or unreadable entry is removed. */
export function readPendingStart(now: number = Date.now()): PendingStart | undefined {
  const raw = storage()?.getItem(PENDING_START_KEY);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isStored(parsed) || now - parsed.savedAt > PENDING_START_MAX_AGE_MS || now < parsed.savedAt) {
    clearPendingStart();
    return undefined;
  }
  return { agentId: parsed.agentId, config: parsed.config };
}

/** The selection kept for `agentId`; undefined when there is none (the caller clears it once used). */
export function pendingStartFor(agentId: string, now: number = Date.now()): StartAgentConfig | undefined {
  const pending = readPendingStart(now);
  return pending?.agentId === agentId ? pending.config : undefined;
}
