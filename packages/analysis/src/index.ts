/**
 * @ledgerlight/analysis: the five analyses as pure functions (ARCHITECTURE), their shared
 * foundations, a synthetic-data generator with ground truth, accuracy metrics and optional
 * language-model enrichment of the narrative text.
 */
export { ANALYSES, runAnalysis } from './agents';
export type { AgentAnalysis } from './agents';
export { analysisOptionsSchema } from './options';
export type { AnalysisOptions } from './options';
export { analyzeFraud, detectFraud, riskScoreOf } from './fraud';
export type { FraudFinding } from './fraud';
export { analyzeBudget, suggestBudget, TAKE_HOME_SHARE } from './budget';
export { analyzeRecurring, recurringResultFromStreams } from './recurring';
export { analyzeSavings } from './savings';
export { analyzeDiscretionary } from './discretionary';
export { detectRecurringStreams, findPriceChange } from './streams';
export type { RecurringStream, PriceChange, StreamStatus } from './streams';
export { prepareLedger, classify, windowBounds } from './ledger';
export type { Ledger, PreparedTransaction, TransactionKind } from './ledger';
export { normaliseMerchant } from './merchant';
export type { MerchantIdentity } from './merchant';
export { categorise, CATEGORY_INFO, SPENDING_CATEGORIES } from './categories';
export type { SpendingCategory, CategoryInfo } from './categories';
export { SUBSCRIPTION_SERVICES, findService } from './services';
export type { ServiceInfo, ServiceKind } from './services';
export { REGIONAL_PRICE_PARITIES, costOfLivingAt, stateOfZip } from './cost-of-living';
export { generateDataset, accountsForTransactions, SYNTHETIC_NOW, ANOMALY_TYPES } from './synthetic';
export type { SyntheticDataset, SyntheticOptions, TruthStream, TruthAnomaly } from './synthetic';
export { recurringAccuracy, fraudAccuracy } from './metrics';
export type { RecurringAccuracy, FraudAccuracy } from './metrics';
export {
  enrichResult,
  enrichResultWithin,
  DEFAULT_ENRICH_TIMEOUT_MS,
  createAnthropicProvider,
  providerFromEnv,
  narrativeItems,
  keepsNumbers,
} from './enrich';
export type {
  EnrichedResult,
  NarrativeProvider,
  NarrativeRequest,
  NarrativeResponse,
  NarrativeItem,
  AnthropicProviderOptions,
} from './enrich';
export { runCli, cliInputSchema } from './cli';
export type { CliOutcome } from './cli';
