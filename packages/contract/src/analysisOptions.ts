import { z } from 'zod';

import { ZIPCODE_LENGTH, ZIPCODE_PATTERN } from './constants';

/**
 * Options of an analysis run: the optional budget context of product 5 (annualIncome, a whole number of
 * USD per year; zipcode, 5 digits). Other agents accept and ignore them. Strict, so a misspelt option
 * is reported instead of silently ignored. Here, in the contract, so that the analysis package depends
 * on contract alone.
 */
export const analysisOptionsSchema = z.strictObject({
  annualIncome: z.int().nonnegative().optional(),
  zipcode: z
    .string()
    .regex(ZIPCODE_PATTERN, { error: `zipcode must be ${ZIPCODE_LENGTH} digits` })
    .optional(),
});
export type AnalysisOptions = z.infer<typeof analysisOptionsSchema>;
