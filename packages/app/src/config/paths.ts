import type { AgentId } from '@ledgerlight/contract';

/** Every route of product 2, in one place. Patterns for the router, builders for links. */
export const paths = {
  home: '/',
  welcome: '/welcome',
  authCallback: '/auth/callback',
  terms: '/terms',
  privacy: '/privacy',
  about: '/about',
  dashboard: '/dashboard',
  transactions: '/transactions',
  financialAgent: '/financial-agent',
  agentsRedirect: '/agents',
  financeAgents: '/finance-agents',
  agent: '/agents/:agentId',
  credits: '/credits',
  creditsPurchase: '/credits/purchase',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  results: '/results',
  processing: '/processing/:agentId/:taskId',
  agentResults: '/results/:agentId',
  result: '/results/:agentId/:taskId',
  linkAccount: '/link-account',
  help: '/help',
  profile: '/profile',
  corrections: '/profile/corrections',
} as const;

const seg = encodeURIComponent;

export const to = {
  agent: (agentId: AgentId | string) => `/agents/${seg(agentId)}`,
  processing: (agentId: AgentId | string, taskId: string) => `/processing/${seg(agentId)}/${seg(taskId)}`,
  agentResults: (agentId: AgentId | string) => `/results/${seg(agentId)}`,
  result: (agentId: AgentId | string, taskId: string) => `/results/${seg(agentId)}/${seg(taskId)}`,
  help: (prefill: { category?: string; description?: string } = {}) => {
    const query = new URLSearchParams();
    if (prefill.category) query.set('category', prefill.category);
    if (prefill.description) query.set('description', prefill.description);
    const search = query.toString();
    return search ? `${paths.help}?${search}` : paths.help;
  },
};
