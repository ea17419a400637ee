import { pluralNoun } from '@ledgerlight/contract';
import { z } from 'zod';

/** An `error` as results carry it: a message, or an object with one. */
const errorCarrierSchema = z.looseObject({
  error: z.union([z.string(), z.looseObject({ message: z.string() })]),
});

/**
 * The error a task result carries (product 3 `error`), or undefined when it has none. The result page
 * shows 'Analysis Failed' with it and the renderers 'Analysis Processing Error' (product 4, product 8).
 * Blank messages count as no error.
 */
export function resultErrorOf(data: unknown): string | undefined {
  const parsed = errorCarrierSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const { error } = parsed.data;
  const message = (typeof error === 'string' ? error : error.message).trim();
  return message === '' ? undefined : message;
}

/** A zod failure in one line for the 'Data Processing Error' detail: where and what, and how many more. */
export function describeIssues(error: z.ZodError): string {
  const [first, ...rest] = error.issues;
  if (!first) return 'The result could not be read.';
  const where = first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
  const more = rest.length > 0 ? ` (and ${rest.length} more ${pluralNoun(rest.length, 'problem', 'problems')})` : '';
  return `${where}${first.message}${more}`;
}
