/**
 * @ledgerlight/contract: the single source of truth for shapes (docs/architecture.md "One contract, three users").
 *
 * - constants.ts  timings, paging, thresholds and shared messages (product 4, 5, 8, 9)
 * - primitives.ts scalar schemas (dates, timestamps, URLs, amounts)
 * - catalogue.ts  AGENT_IDS, the agent definitions and creditCost (product 1, 3, 9)
 * - catalogueSchemas.ts their schemas (apart, so the data loads without zod)
 * - packages.ts   credit packages and welcome credits (product 9)
 * - ledgerWording.ts how each kind of credit ledger entry reads, for the server and the mocks (product 3)
 * - entities.ts   users, accounts, transactions, credits, payments, support, tasks (product 3)
 * - results.ts    the five agents' result shapes, produced and read (product 3)
 * - headline.ts   the one line a result list shows for a completed run
 * - endpoints.ts  the 15 calls of product 7, the corrections calls and the typed `endpoints` map
 * - corrections.ts the user's correction rules, their wording and calls, and what results say of them (ADR 0040)
 * - runtimeConfig.ts the browser app's run-time configuration (GET /config.json)
 * - runtimeConfigCheck.ts its zod-free check, which the app runs at boot
 * - account.ts    account deletion (not product 7; ADR 0033)
 * - sandboxLink.ts the local sandbox bank's Link dialog calls (not product 7; the local stand-in)
 * - sandboxInstitutions.ts the sandbox bank's institutions, served by the server and played by the mocks
 * - money.ts      the one parser of typed money amounts (every money input)
 * - startRules.ts the start flow's configure-step rules and validators (product 5; ADR 0036)
 * - passwordPolicy.ts the user pools' password policy (Cognito's default) and its messages
 */
export * from './constants';
export * from './primitives';
export * from './catalogue';
export * from './catalogueSchemas';
export * from './packages';
export * from './ledgerWording';
export * from './entities';
export * from './results';
export * from './headline';
export * from './budgetRules';
export * from './analysisOptions';
export * from './corrections';
export * from './endpoints';
export * from './account';
export * from './runtimeConfig';
export * from './runtimeConfigCheck';
export * from './sandboxLink';
export * from './sandboxInstitutions';
export * from './money';
export * from './startRules';
export * from './passwordPolicy';
