import { FRAUD_RISK_LEVELS, PATTERN_EXAMPLES_LIMIT, flexibilityLabel, fraudRiskLevel } from '@ledgerlight/contract';
import type { FlexibilityLabel, FraudRiskLevel } from '@ledgerlight/contract';
import type { ResultViewState } from '@ledgerlight/ui';
import type { z } from 'zod';
import { describeIssues, resultErrorOf } from '../resultError';

/**
 * The rules the fraud, budget and discretionary renderers apply to a result, as pure functions:
 * levels from scores (the contract's thresholds), the pattern example limit, alert order, and the
 * common way of reading a task's `analysisResult ?? result` into a view state.
 */

/** A fraud risk score and its level: 80 or more CRITICAL, 60 HIGH, 40 MEDIUM, else LOW (product 4). */
export function riskBand(score: number): { score: number; level: FraudRiskLevel } {
  return { score, level: fraudRiskLevel(score) };
}

/** A flexibility score and its label: 70 or more High, 40 Moderate, else Limited (product 9). */
export function flexibilityBand(score: number): { score: number; label: FlexibilityLabel } {
  return { score, label: flexibilityLabel(score) };
}

/** The first examples of a spending pattern (product 9: at most 3), and how many more there are. */
export function limitExamples(examples: readonly string[]): { examples: string[]; moreExamples: number } {
  return {
    examples: examples.slice(0, PATTERN_EXAMPLES_LIMIT),
    moreExamples: Math.max(0, examples.length - PATTERN_EXAMPLES_LIMIT),
  };
}

/** An alert type in words: 'unusual_amount' -> 'Unusual amount', 'cardTesting' -> 'Card testing'. */
export function alertTypeLabel(type: string): string {
  const words = type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? 'Alert' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** Alerts most severe first (CRITICAL, HIGH, MEDIUM, LOW); equal severities keep their order. */
export function sortBySeverity<T extends { severity: FraudRiskLevel }>(alerts: readonly T[]): T[] {
  const rank = (level: FraudRiskLevel): number => FRAUD_RISK_LEVELS.length - 1 - FRAUD_RISK_LEVELS.indexOf(level);
  return [...alerts].sort((a, b) => rank(a.severity) - rank(b.severity));
}

/** A narrative summary worth showing: a non-blank string. */
export function summaryText(summary: unknown): string | undefined {
  return typeof summary === 'string' && summary.trim() !== '' ? summary.trim() : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How deep a result may be wrapped in `analysisResult` / `result` envelopes. */
const MAX_NESTING = 3;

/**
 * The object that holds an agent's fields. A task's `analysisResult ?? result` normally holds them
 * itself; some producers wrap them once more under `analysisResult` or `result` (product 3). An object
 * with any of `keys` is used as it is; otherwise the first wrapper found is opened, up to 3 levels.
 * A JSON string is parsed first.
 */
export function unwrapResult(data: unknown, keys: readonly string[]): unknown {
  let current = data;
  if (typeof current === 'string' && /^\s*[[{]/.test(current)) {
    try {
      current = JSON.parse(current) as unknown;
    } catch {
      return data;
    }
  }
  for (let depth = 0; depth < MAX_NESTING; depth += 1) {
    const record = current;
    if (!isRecord(record) || keys.some((key) => key in record)) return record;
    const inner = isRecord(record.analysisResult)
      ? record.analysisResult
      : isRecord(record.result)
        ? record.result
        : undefined;
    if (inner === undefined) return current;
    current = inner;
  }
  return current;
}

/** What the contract's read schema made of the data, or why it could not. */
export interface ResultReader<Read, Model> {
  /** The agent's fields: how a usable result is recognised, even when wrapped. */
  keys: readonly string[];
  schema: z.ZodType<Read>;
  /** Whether the read result has anything to show. */
  hasData: (read: Read) => boolean;
  toModel: (read: Read) => Model;
}

/**
 * Reads a task's `analysisResult ?? result` for a renderer: the error it carries ('Analysis
 * Processing Error'), nothing to show ('No Results Available'), a shape the contract's read schema
 * refuses (a 'Data Processing Error' naming the problem), or the view model. Never throws.
 */
export function readResult<Read, Model>(data: unknown, reader: ResultReader<Read, Model>): ResultViewState<Model> {
  const source = unwrapResult(data, reader.keys);
  const error = resultErrorOf(data) ?? resultErrorOf(source);
  if (error !== undefined) return { status: 'analysisError', message: error };
  if (source === null || source === undefined || (typeof source === 'string' && source.trim() === '')) {
    return { status: 'noResults' };
  }
  if (!isRecord(source)) {
    return { status: 'unreadable', detail: `Expected the result to be an object, received ${describeValue(source)}.` };
  }
  const parsed = reader.schema.safeParse(source);
  if (!parsed.success) return { status: 'unreadable', detail: describeIssues(parsed.error) };
  if (!reader.hasData(parsed.data)) return { status: 'noResults' };
  try {
    return { status: 'ready', result: reader.toModel(parsed.data) };
  } catch (cause) {
    return { status: 'unreadable', detail: cause instanceof Error ? cause.message : String(cause) };
  }
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  return `a ${typeof value}`;
}
