/**
 * Business constants, timings, paging limits, display thresholds and shared messages (product 9, with
 * the states of product 4 and the messages of product 5 and 8). This file imports nothing: every other
 * module may depend on it.
 */

// ---------------------------------------------------------------------------------------------
// Network (product 9, Timing)
// ---------------------------------------------------------------------------------------------

/** Request timeout by device and connection (product 9). `slow` is desktop-slow or mobile-normal. */
export const REQUEST_TIMEOUT_MS = { desktop: 30_000, slow: 45_000, mobileSlow: 60_000 } as const;

/** `navigator.connection.effectiveType` values that count as a slow connection (product 9). */
export const SLOW_EFFECTIVE_TYPES = ['slow-2g', '2g', '3g'] as const;

/** A downlink below this many Mbit/s counts as a slow connection (product 9). */
export const SLOW_DOWNLINK_MBPS = 1;

/** Picks the request timeout: mobile means a mobile user agent or touch support (product 9). */
export function requestTimeoutMs(device: { mobile: boolean; slowConnection: boolean }): number {
  if (device.mobile && device.slowConnection) return REQUEST_TIMEOUT_MS.mobileSlow;
  if (device.mobile || device.slowConnection) return REQUEST_TIMEOUT_MS.slow;
  return REQUEST_TIMEOUT_MS.desktop;
}

/** Script chunk loading timeout (product 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// ---------------------------------------------------------------------------------------------
// Polling and delays (product 4 and product 9)
// ---------------------------------------------------------------------------------------------

/** Processing page: poll the task every 2 s ... */
export const STATUS_POLL_MS = 2_000;
/** ... then every 5 s ... */
export const STATUS_POLL_SLOW_MS = 5_000;
/** ... once more than 30 polls have been made (product 4). */
export const STATUS_POLL_SLOW_AFTER = 30;
/** A 404 is tolerated for the first 5 polls, then the not-found message shows (product 4). */
export const STATUS_404_TOLERANCE = 5;

/** /results/{agentId}: PENDING and PROCESSING tasks are polled every 3 s (product 9). */
export const RESULTS_LIST_POLL_MS = 3_000;

/** Payment success: poll the balance once a second ... */
export const PAYMENT_POLL_MS = 1_000;
/** ... for at most 30 ticks ... */
export const PAYMENT_MAX_TICKS = 30;
/** ... showing 'taking longer than usual' after 10 ticks ... */
export const PAYMENT_SLOW_NOTE_AFTER_TICKS = 10;
/** ... and redirecting to /dashboard 3 s after success (product 4). */
export const PAYMENT_REDIRECT_MS = 3_000;

/** Auth modal: confirm -> signin and reset -> signin switch 2 s after success (product 2). */
export const AUTH_VIEW_SWITCH_MS = 2_000;
/** Auth callback gives up after 5 s (product 4). */
export const AUTH_CALLBACK_TIMEOUT_MS = 5_000;

/** Processing page redirect to the result, by final status (product 2). */
export const PROCESSING_REDIRECT_MS = { COMPLETED: 1_500, FAILED: 1_000 } as const;

/** Welcome banner display time (product 4). */
export const WELCOME_BANNER_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Client cache (product 9): cleared on sign-out
// ---------------------------------------------------------------------------------------------

/** Storage keys of the client cache (product 9). */
export const CACHE_KEYS = { creditBalance: 'credit_balance', plaidAccounts: 'plaid_accounts' } as const;

/** Time to live per cache key: bank accounts 10 minutes, credit balance 5 minutes (product 9). */
export const CACHE_TTL_MS = {
  [CACHE_KEYS.plaidAccounts]: 600_000,
  [CACHE_KEYS.creditBalance]: 300_000,
} as const;

// ---------------------------------------------------------------------------------------------
// Paging and display (product 2 and product 9)
// ---------------------------------------------------------------------------------------------

/** /credits history page size (product 9). */
export const CREDIT_HISTORY_PAGE_SIZE = 25;
/** Dashboard fetches this many tasks per agent ... */
export const DASHBOARD_TASKS_PER_AGENT = 5;
/** ... and shows this many, newest first by createdAt (product 9). */
export const DASHBOARD_RECENT_LIMIT = 6;
/** Help page analysis selector: tasks fetched per agent (product 9). */
export const HELP_TASKS_PER_AGENT = 25;
/** /finance-agents past-results list: tasks fetched per agent (product 7: `tasks?limit=25`). */
export const PAST_RESULTS_TASKS_PER_AGENT = 25;
/** Past-results descriptions are truncated to 80 characters (product 2). */
export const PAST_RESULT_DESCRIPTION_MAX = 80;

/** Task ids are shown as their last 8 characters (product 9). */
export const TASK_ID_SUFFIX = 8;
/** Account ids are shown as their last 4 characters (product 9). */
export const ACCOUNT_ID_SUFFIX = 4;

/** Relative date bounds: under 1 h 'Just now', under 24 h 'Nh ago', under 48 h 'Yesterday' (product 9). */
export const RELATIVE_DATE_MS = { justNow: 3_600_000, hoursAgo: 86_400_000, yesterday: 172_800_000 } as const;

/** Only 3 related savings transactions are previewed, then a '+N more' line (product 9). */
export const SAVINGS_TRANSACTIONS_PREVIEW = 3;
/** Discretionary spending pattern examples are limited to 3 (product 9). */
export const PATTERN_EXAMPLES_LIMIT = 3;

/** Task list sort order by status (product 4). */
export const STATUS_SORT_ORDER = ['PROCESSING', 'PENDING', 'COMPLETED', 'FAILED'] as const;

/** Recurring charge frequencies (product 3). */
export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;

/** Multiplier that turns one charge at a frequency into a monthly amount (product 9). */
export const FREQUENCY_TO_MONTHLY: Readonly<Record<(typeof RECURRING_FREQUENCIES)[number], number>> = {
  daily: 30,
  weekly: 4.33,
  monthly: 1,
  quarterly: 1 / 3,
  yearly: 1 / 12,
};

// ---------------------------------------------------------------------------------------------
// Form limits (product 5 and product 9)
// ---------------------------------------------------------------------------------------------

export const CONFIRMATION_CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const ZIPCODE_LENGTH = 5;
/** A ZIP code as product 5 takes it: exactly 5 digits. The one rule, for the start modal and the server. */
export const ZIPCODE_PATTERN = new RegExp(`^\\d{${ZIPCODE_LENGTH}}$`);
/** Product 5: a ZIP code that is not 5 digits, beside the field and in the server's 400. */
export const ZIPCODE_MESSAGE = `ZIP code must be ${ZIPCODE_LENGTH} digits`;
/** Support description limit. The spec is silent; 5000 characters keeps requests reviewable. */
export const SUPPORT_DESCRIPTION_MAX = 5_000;

/** Help form categories, in display order (product 2). */
export const HELP_CATEGORIES = ['general question', 'bad analysis', 'refund request', 'other'] as const;
/** The Help form's default category (product 2). */
export const HELP_DEFAULT_CATEGORY = 'general question' satisfies (typeof HELP_CATEGORIES)[number];

// ---------------------------------------------------------------------------------------------
// Score thresholds (product 4 and product 9)
// ---------------------------------------------------------------------------------------------

/** Fraud risk levels, lowest first. Alert severities use the same scale. */
export const FRAUD_RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type FraudRiskLevel = (typeof FRAUD_RISK_LEVELS)[number];

/** riskScore lower bounds: 80 CRITICAL, 60 HIGH, 40 MEDIUM, else LOW (product 4). */
export const FRAUD_RISK_THRESHOLDS = { CRITICAL: 80, HIGH: 60, MEDIUM: 40 } as const;

/** Risk level of a fraud riskScore; risk colour bands use the same bounds (product 4). */
export function fraudRiskLevel(riskScore: number): FraudRiskLevel {
  if (riskScore >= FRAUD_RISK_THRESHOLDS.CRITICAL) return 'CRITICAL';
  if (riskScore >= FRAUD_RISK_THRESHOLDS.HIGH) return 'HIGH';
  if (riskScore >= FRAUD_RISK_THRESHOLDS.MEDIUM) return 'MEDIUM';
  return 'LOW';
}

/** Savings score colour lower bounds: 80 green, 60 yellow, 40 orange, else red (product 9). */
export const SAVINGS_SCORE_THRESHOLDS = { green: 80, yellow: 60, orange: 40 } as const;
export type SavingsScoreColour = 'green' | 'yellow' | 'orange' | 'red';

export function savingsScoreColour(savingsScore: number): SavingsScoreColour {
  if (savingsScore >= SAVINGS_SCORE_THRESHOLDS.green) return 'green';
  if (savingsScore >= SAVINGS_SCORE_THRESHOLDS.yellow) return 'yellow';
  if (savingsScore >= SAVINGS_SCORE_THRESHOLDS.orange) return 'orange';
  return 'red';
}

/** Flexibility score label lower bounds: 70 High, 40 Moderate, else Limited (product 9). */
export const FLEXIBILITY_THRESHOLDS = { High: 70, Moderate: 40 } as const;
export type FlexibilityLabel = 'High' | 'Moderate' | 'Limited';

export function flexibilityLabel(flexibilityScore: number): FlexibilityLabel {
  if (flexibilityScore >= FLEXIBILITY_THRESHOLDS.High) return 'High';
  if (flexibilityScore >= FLEXIBILITY_THRESHOLDS.Moderate) return 'Moderate';
  return 'Limited';
}

// ---------------------------------------------------------------------------------------------
// Messages shared by server and client (product 5, 6 and 8)
// ---------------------------------------------------------------------------------------------

/** The `error` of the 402 body of POST /api/agent/initiate (product 7). */
export const INSUFFICIENT_CREDITS_ERROR = 'Insufficient credits';
/** Unknown agent id (product 5, product 8). */
export const INVALID_AGENT_MESSAGE = 'Invalid agent selected';
/** No account selected (product 5). */
export const SELECT_ACCOUNT_MESSAGE = 'Please select at least one account';
/** No ID token (product 6). */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in again.';
/** Another user's task, HTTP 403 (product 6, product 8). */
export const FORBIDDEN_ANALYSIS_MESSAGE = 'You do not have permission to view this analysis.';
/** Result fetch, HTTP 404 (product 8). */
export const ANALYSIS_NOT_FOUND_MESSAGE = 'Analysis not found. It may have been deleted or the ID is incorrect.';
/** Result fetch, HTTP 500 (product 8). */
export const SERVER_ERROR_MESSAGE = 'Server error occurred. Please try again later.';
/** The API helper only supports get, post, put and delete (product 7). */
export const UNSUPPORTED_METHOD_MESSAGE = 'Unsupported method';
/** Fallback text (product 8). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

const pluralRules = new Intl.PluralRules('en-US');

/**
 * The noun for a count under English plural rules ('1 credit', never '1 credits'):
 * `pluralNoun(1, 'credit', 'credits')` is 'credit', any other count 'credits'.
 */
export function pluralNoun(count: number, one: string, other: string): string {
  return pluralRules.select(count) === 'one' ? one : other;
}

/** '1 credit', '3 credits': a count with its noun, for every credit amount the product writes. */
export function creditsPhrase(count: number): string {
  return `${count} ${pluralNoun(count, 'credit', 'credits')}`;
}

/** Start-flow validation: 'Insufficient credits. You need {n} credits but only have {m}' (product 5). */
export function insufficientCreditsMessage(required: number, current: number): string {
  return `Insufficient credits. You need ${creditsPhrase(required)} but only have ${current}`;
}

/** Start failure on a 402: 'Insufficient credits! You need X credits but only have Y. You're short Z credits.' (product 8). */
export function insufficientCreditsAlert(required: number, current: number, shortfall: number): string {
  return `Insufficient credits! You need ${creditsPhrase(required)} but only have ${current}. You're short ${creditsPhrase(shortfall)}.`;
}

// ---------------------------------------------------------------------------------------------
// /link-account (product 5 and product 8)
// ---------------------------------------------------------------------------------------------

/** The confirmation a removal needs (product 5). */
export const REMOVE_INSTITUTION_CONFIRMATION =
  'Are you sure you want to remove this institution? This will delete all associated data.';
/** GET /api/plaid/items failed (product 8). */
export const LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch your linked institutions...';
/** DELETE /api/plaid/items/{itemId} failed (product 8). */
export const REMOVE_INSTITUTION_FAILED_MESSAGE = 'Failed to remove the institution...';
/** POST /api/plaid/create_link_token failed (product 8). */
export const LINK_TOKEN_FAILED_MESSAGE = 'Failed to get link token. Please try again.';
/** POST /api/plaid/set_access_token failed after the widget succeeded (product 8). */
export const LINK_EXCHANGE_FAILED_MESSAGE = 'Failed to link your account. Please try again.';
/** The link widget itself failed: it exited with an error, or could not load (product 8). */
export const LINK_WIDGET_ERROR_MESSAGE = 'There was an error linking your account. Please try again.';
