/*
 * The start flow reads the accounts, the balance and the past results through the features that own
 * them (bankLink, credits, results: each feature's index, ADR 0036); it has no keys of its own.
 */

/** Product 8, screen errors: the accounts of the start modal could not be loaded. */
export const LOAD_ACCOUNTS_FAILED_MESSAGE = 'Failed to load accounts';
