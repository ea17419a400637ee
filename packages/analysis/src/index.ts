/**
 * @ledgerlight/analysis: the engine, i.e. the five analyses as pure functions (docs/architecture.md) and
 * their shared foundations. It depends on contract alone: the optional language-model rewrite of the
 * narrative text is the server's (packages/server/src/providers/llm). The rest has its own subpath
 * (package.json "exports"), so that an importer of the engine does not load the generator:
 *   @ledgerlight/analysis/generator  synthetic data with ground truth (sandbox bank, tests, bench)
 *   @ledgerlight/analysis/metrics    accuracy of the detectors against that ground truth
 *   @ledgerlight/analysis/cli        `npm run analyze`
 */
export { ANALYSES, runAnalysis } from './agents';
export type { AgentAnalysis } from './agents';
export { analysisOptionsSchema } from '@ledgerlight/contract';
export type { AnalysisOptions } from '@ledgerlight/contract';
export type { AnalysisRunOptions } from './corrections';
export { analyzeFraud, detectFraud, riskScoreOf } from './fraud';
export type { FraudFinding } from './fraud';
export { analyzeBudget, suggestBudget, TAKE_HOME_SHARE } from './budget';
export { analyzeRecurring, recurringResultFromStreams } from './recurring';
export { analyzeSavings } from './savings';
export { analyzeDiscretionary } from './discretionary';
export { detectRecurringStreams, findPriceChange } from './streams';
export type { RecurringStream, PriceChange, StreamStatus } from './streams';
export { prepareLedger, classify, windowBounds, labelTransactions, displayCategoryOf } from './ledger';
export type { Ledger, PreparedTransaction, TransactionKind, TransactionLabel, TransactionRole } from './ledger';
export { factsOf, FACTS_WINDOW_MONTHS } from './facts';
export type { RunFacts } from './facts';
export { dollarsOf, wholeCents } from './money';
export { normaliseMerchant } from './merchant';
export type { MerchantIdentity } from './merchant';
export { categorise, CATEGORY_INFO, SPENDING_CATEGORIES } from './categories';
export type { SpendingCategory, CategoryInfo } from './categories';
export { SUBSCRIPTION_SERVICES, findService } from './services';
export type { ServiceInfo, ServiceKind } from './services';
export { REGIONAL_PRICE_PARITIES, costOfLivingAt, stateOfZip } from './cost-of-living';
