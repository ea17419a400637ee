import type { AgentDefinition } from './catalogueSchemas';

/**
 * The built-in agent catalogue (product 1, product 3 "Agent definition", product 9 prices and limits) and the
 * credit cost function. The data carries no zod: the schemas of these shapes are in
 * catalogueSchemas.ts, so a page that only shows an agent's name (the document titles of the first
 * page) does not download zod (ADR 0014).
 */

/** The five agents, in display order (product 1). */
export const AGENT_IDS = [
  'fraud_detection',
  'budget_builder',
  'recurring_expenses',
  'savings_finder',
  'discretionary_spending',
] as const;

export type AgentId = (typeof AGENT_IDS)[number];

export function isAgentId(value: unknown): value is AgentId {
  return typeof value === 'string' && (AGENT_IDS as readonly string[]).includes(value);
}

/** Agent categories (product 1). */
export const AGENT_CATEGORIES = ['Security', 'Planning', 'Subscriptions', 'Optimization', 'Analysis'] as const;
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];

/** Icon keys; the UI maps each to an SVG icon. */
export const AGENT_ICONS = ['shield', 'pie-chart', 'repeat', 'piggy-bank', 'shopping-bag'] as const;
export type AgentIcon = (typeof AGENT_ICONS)[number];

/** Product 1: financial data is kept 3-12 months, analysis results up to 2 years. */
function retention(months: 6 | 12, scope: string): string {
  return (
    `Reads the last ${months} months of transactions from ${scope}. ` +
    'Financial data is kept for 3 to 12 months and analysis results for up to 2 years.'
  );
}

/**
 * How long a run takes here: a few seconds of analysis plus the queue, not the spec's minutes of a
 * language-model run (ADR 0016). Shown on the agent page and the start modal's confirmation.
 */
export const ESTIMATED_TIME = 'Under a minute';

/** The catalogue (product 9 table). */
export const AGENTS: Readonly<Record<AgentId, AgentDefinition>> = {
  fraud_detection: {
    id: 'fraud_detection',
    name: 'Fraud Detection',
    description:
      'Scans one account for unusual charges, duplicate billing and merchants that do not fit your spending pattern.',
    longDescription:
      'Fraud Detection reviews six months of transactions on the account you choose and compares every charge ' +
      'with your own history: amounts far above what you usually spend at a merchant, the same charge posted ' +
      'twice, bursts of small charges that look like card testing, merchants you have never used before, ' +
      'foreign charges that do not fit your pattern, and large first transfers to someone you have not paid ' +
      'before. Every check runs on your own transactions. Each alert comes ' +
      'with a severity, a confidence level and the risk factors behind it, and the account gets an overall ' +
      'risk score from 0 to 100.',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 1,
    icon: 'shield',
    category: 'Security',
    features: [
      'Unusual amounts measured against your own spending history',
      'Duplicate and rapid-repeat charge detection',
      'New-merchant, card-testing and foreign-charge checks',
      'Large first-time transfers to a new payee (Zelle, Venmo, wires)',
      'Risk score from 0 to 100 with a confidence level for every alert',
      'Clear next steps for each alert',
    ],
    dataRetention: retention(6, 'the selected account'),
    estimatedTime: ESTIMATED_TIME,
    progressTemplate: {
      initializing: 'Initializing fraud detection...',
      processing: 'Fetching account data and processing transactions...',
      analyzing: 'Analyzing transactions for unusual activity...',
      completed: 'Fraud analysis completed.',
      error: 'Fraud detection failed. Please try again.',
    },
    maxTokens: 16_384,
    enableWebSearch: true,
    dataWindowMonths: 6,
  },
  budget_builder: {
    id: 'budget_builder',
    name: 'Budget Builder',
    description:
      'Builds a realistic monthly budget from your actual income and spending, with a suggested limit for every category.',
    longDescription:
      'Budget Builder reads six months of transactions across the accounts you select, separates income from ' +
      'expenses and groups your spending into categories. For each category it sets your current monthly ' +
      'spending beside a suggested budget and shows the difference, then scores the health of the budget as a ' +
      'whole and explains the factors behind the score. Add your annual income and ZIP code if you wish: the ' +
      'budget is then checked against your income and adjusted for the local cost of living.',
    basePrice: 2,
    pricePerAccount: 1,
    maxAccounts: 0,
    icon: 'pie-chart',
    category: 'Planning',
    features: [
      'Monthly income and expense totals from your real transactions',
      'A suggested budget for every spending category',
      'Budget health score with the factors behind it',
      'Optional income check and cost-of-living adjustment by ZIP code',
      'Short-term and long-term recommendations',
    ],
    dataRetention: retention(6, 'the selected accounts'),
    estimatedTime: ESTIMATED_TIME,
    progressTemplate: {
      initializing: 'Initializing budget builder...',
      processing: 'Fetching account data and processing transactions...',
      analyzing: 'Analyzing income and spending by category...',
      completed: 'Budget completed.',
      error: 'Budget Builder failed. Please try again.',
    },
    maxTokens: 16_384,
    enableWebSearch: false,
    dataWindowMonths: 6,
  },
  recurring_expenses: {
    id: 'recurring_expenses',
    name: 'Recurring Expenses',
    description:
      'Finds every subscription and recurring bill, what each costs you per month and per year, and which ones you could cancel.',
    longDescription:
      'Recurring Expenses looks for charges that repeat across six months of transactions: streaming and ' +
      'software subscriptions, memberships, insurance, utilities and other bills. It works out how often each ' +
      'one is charged, what it costs per month and per year, and when the next charge is due. It then points ' +
      'out services you pay for twice, prices that have gone up, charges that look out of place, and ' +
      'subscriptions worth cancelling, with guidance on how to cancel them.',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 0,
    icon: 'repeat',
    category: 'Subscriptions',
    features: [
      'Subscriptions and bills detected from repeated charges',
      'Monthly and annual cost of every recurring expense',
      'Duplicate services and price increases flagged',
      'Unusual charges and cancellation opportunities highlighted',
      'Cancellation guidance for each service',
    ],
    dataRetention: retention(6, 'the selected accounts'),
    estimatedTime: ESTIMATED_TIME,
    progressTemplate: {
      initializing: 'Initializing recurring expense tracker...',
      processing: 'Fetching account data and processing transactions...',
      analyzing: 'Analyzing repeated charges and billing frequencies...',
      completed: 'Recurring expense analysis completed.',
      error: 'Recurring expense tracking failed. Please try again.',
    },
    maxTokens: 16_384,
    enableWebSearch: false,
    dataWindowMonths: 6,
  },
  savings_finder: {
    id: 'savings_finder',
    name: 'Savings Finder',
    description:
      'Searches a full year of spending for concrete ways to save, ranked by priority and by the effort they take.',
    longDescription:
      'Savings Finder reads twelve months of transactions across the accounts you select, so that seasonal ' +
      'costs and annual renewals are included. It looks for categories where you spend more than you need to ' +
      'and turns each into an opportunity: what you spend now, how much you could save in dollars and percent, ' +
      'how much effort it takes, and specific steps to get there, with the transactions that prompted it. ' +
      'A savings score from 0 to 100 sums up how much room you have.',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 0,
    icon: 'piggy-bank',
    category: 'Optimization',
    features: [
      'Twelve months of transactions, seasonal costs included',
      'Opportunities ranked by priority and effort',
      'Estimated savings in dollars and percent',
      'Specific, actionable suggestions for each opportunity',
      'Savings score from 0 to 100',
    ],
    dataRetention: retention(12, 'the selected accounts'),
    estimatedTime: ESTIMATED_TIME,
    progressTemplate: {
      initializing: 'Initializing savings finder...',
      processing: 'Fetching account data and processing transactions...',
      analyzing: 'Analyzing spending for savings opportunities...',
      completed: 'Savings analysis completed.',
      error: 'Savings Finder failed. Please try again.',
    },
    maxTokens: 32_768,
    enableWebSearch: false,
    dataWindowMonths: 12,
  },
  discretionary_spending: {
    id: 'discretionary_spending',
    name: 'Discretionary Spending',
    description:
      'Separates what you must spend from what you choose to spend, and shows where your flexible money goes each month.',
    longDescription:
      'Discretionary Spending splits six months of transactions into essentials, such as housing, groceries ' +
      'and utilities, and choices, such as dining out, shopping and entertainment. It shows how much you ' +
      'spend on choices each month, how that compares with your essentials, and how flexible your budget is. ' +
      'For every discretionary category you see the trend, how much you could reasonably cut, and the habits ' +
      'behind it, followed by quick wins, behavioural changes and long-term strategies.',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 0,
    icon: 'shopping-bag',
    category: 'Analysis',
    features: [
      'Monthly discretionary total and its share of your spending',
      'Flexibility score and a comparison with essential spending',
      'Category trends: increasing, decreasing or stable',
      'Spending patterns illustrated with your own transactions',
      'Quick wins, behavioural changes and long-term strategies',
    ],
    dataRetention: retention(6, 'the selected accounts'),
    estimatedTime: ESTIMATED_TIME,
    progressTemplate: {
      initializing: 'Initializing discretionary spending analysis...',
      processing: 'Fetching account data and processing transactions...',
      analyzing: 'Analyzing essential and discretionary spending...',
      completed: 'Discretionary spending analysis completed.',
      error: 'Discretionary spending analysis failed. Please try again.',
    },
    maxTokens: 32_768,
    enableWebSearch: false,
    dataWindowMonths: 6,
  },
};

/** The catalogue as a list, in display order. */
export const AGENT_LIST: readonly AgentDefinition[] = AGENT_IDS.map((id) => AGENTS[id]);

/** The definition of an agent, or undefined for an unknown id ('Agent Not Found', product 2). */
export function getAgent(id: AgentId): AgentDefinition;
export function getAgent(id: string): AgentDefinition | undefined;
export function getAgent(id: string): AgentDefinition | undefined {
  return isAgentId(id) ? AGENTS[id] : undefined;
}

/**
 * Credits one run costs (product 9): basePrice + pricePerAccount x accounts, with accounts capped at
 * maxAccounts unless it is 0 (unlimited). The server computes this itself; clients only display it.
 * @throws RangeError when accountCount is negative or not a whole number.
 */
export function creditCost(agent: AgentId | AgentDefinition, accountCount: number): number {
  if (!Number.isInteger(accountCount) || accountCount < 0) {
    throw new RangeError(`accountCount must be a whole number of at least 0, got ${accountCount}`);
  }
  const definition = typeof agent === 'string' ? AGENTS[agent] : agent;
  const billable = definition.maxAccounts === 0 ? accountCount : Math.min(accountCount, definition.maxAccounts);
  return definition.basePrice + definition.pricePerAccount * billable;
}
