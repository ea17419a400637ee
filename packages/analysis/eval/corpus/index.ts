/**
 * The independent evaluation corpus (ADR 0020): bank-side households with ground truth, and the
 * hand-labelled descriptors. Imports nothing from the engine (lint-enforced).
 */
export { CORPUS_SEEDS, generateCorpus, generateHousehold } from './households';
export { truthHeadline, truthMonthlyIncome, truthSpending, idsInWindow, windowOf } from './truth';
export { HAND_LABELLED } from './descriptors';
export * from './types';
