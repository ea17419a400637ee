/**
 * The Overview page's map of the app's routes to their stories: for each route, what the person sees,
 * the Screen stories that draw it and the Page stories that wire it. scripts/storybook-tree.test.ts
 * checks that every route of the app is here and that every id names a story or docs page.
 */

/** A link to a story or docs page: its label and its Storybook id. */
type StoryLink = readonly [label: string, id: string];

export interface RouteStories {
  /** The route's pattern (config/paths), or 'any other path'. */
  readonly route: string;
  readonly sees: string;
  readonly screens: readonly StoryLink[];
  readonly pages: readonly StoryLink[];
}

export const routeMap: readonly RouteStories[] = [
  {
    route: '/',
    sees: 'The home page when signed out, the dashboard when signed in',
    screens: [['MarketingHome', 'screens-marketinghome--docs']],
    pages: [
      ['MarketingHome', 'pages-marketinghome--signed-out'],
      ['AppRoutes', 'pages-approutes--home-signed-in'],
    ],
  },
  {
    route: '/welcome',
    sees: 'Sign in or create an account',
    screens: [
      ['Welcome', 'screens-welcome--docs'],
      ['AuthModal', 'screens-authmodal--docs'],
    ],
    pages: [
      ['Welcome', 'pages-welcome--signed-out'],
      ['AuthModal', 'pages-authmodal--sign-up-confirm-sign-in'],
    ],
  },
  {
    route: '/auth/callback',
    sees: 'Finishing a social sign-in',
    screens: [['AuthCallback', 'screens-authcallback--docs']],
    pages: [['AuthCallback', 'pages-authcallback--completing']],
  },
  {
    route: '/terms',
    sees: 'Terms of service',
    screens: [['Terms', 'screens-terms--docs']],
    pages: [['Terms', 'pages-terms--default']],
  },
  {
    route: '/privacy',
    sees: 'Privacy policy',
    screens: [['Privacy', 'screens-privacy--docs']],
    pages: [['Privacy', 'pages-privacy--default']],
  },
  {
    route: '/about',
    sees: 'About Ledgerlight, with the version and build stage',
    screens: [['About', 'screens-about--docs']],
    pages: [['About', 'pages-about--default']],
  },
  {
    route: '/dashboard',
    sees: 'Money at a glance, credits, the tools and recent analyses',
    screens: [['Dashboard', 'screens-dashboard--docs']],
    pages: [['Dashboard', 'pages-dashboard--loaded']],
  },
  {
    route: '/transactions',
    sees: 'Every transaction, searchable and filtered by account',
    screens: [['Transactions', 'screens-transactions--docs']],
    pages: [['Transactions', 'pages-transactions--loaded']],
  },
  {
    route: '/finance-agents',
    sees: 'The five analysis agents, with what each costs',
    screens: [['AgentCatalogue', 'screens-agentcatalogue--docs']],
    pages: [['AgentCatalogue', 'pages-agentcatalogue--default']],
  },
  {
    route: '/agents/:agentId',
    sees: 'One agent, and starting a run of it',
    screens: [
      ['AgentDetail', 'screens-agentdetail--docs'],
      ['StartAgentModal', 'screens-startagentmodal--docs'],
    ],
    pages: [['AgentDetail', 'pages-agentdetail--default']],
  },
  {
    route: '/credits',
    sees: 'The credit balance and its history',
    screens: [['CreditHistory', 'screens-credithistory--docs']],
    pages: [['CreditHistory', 'pages-credithistory--loaded-with-more']],
  },
  {
    route: '/credits/purchase',
    sees: 'Buying a pack of credits by card',
    screens: [['CreditPurchase', 'screens-creditpurchase--docs']],
    pages: [['CreditPurchase', 'pages-creditpurchase--default']],
  },
  {
    route: '/payment/success',
    sees: 'The payment being verified, then the credits added',
    screens: [['PaymentSuccess', 'screens-paymentsuccess--docs']],
    pages: [['PaymentSuccess', 'pages-paymentsuccess--verifying']],
  },
  {
    route: '/payment/cancel',
    sees: 'A payment that was not made',
    screens: [['PaymentCancel', 'screens-paymentcancel--docs']],
    pages: [['PaymentCancel', 'pages-paymentcancel--default']],
  },
  {
    route: '/results',
    sees: 'Every analysis run, newest first',
    screens: [['ResultsOverview', 'screens-resultsoverview--docs']],
    pages: [['ResultsOverview', 'pages-resultsoverview--loaded']],
  },
  {
    route: '/processing/:agentId/:taskId',
    sees: 'A run in progress, step by step',
    screens: [['Processing', 'screens-processing--docs']],
    pages: [['Processing', 'pages-processing--loading']],
  },
  {
    route: '/results/:agentId',
    sees: "One agent's past results",
    screens: [['AgentResults', 'screens-agentresults--docs']],
    pages: [['AgentResults', 'pages-agentresults--loaded']],
  },
  {
    route: '/results/:agentId/:taskId',
    sees: 'One result, opening on its verdict',
    screens: [
      ['ResultDetail', 'screens-resultdetail--docs'],
      ['Budget renderer', 'screens-resultrenderers-budgetresultview--docs'],
      ['Discretionary renderer', 'screens-resultrenderers-discretionaryresultview--docs'],
      ['Fraud renderer', 'screens-resultrenderers-fraudresultview--docs'],
      ['Recurring renderer', 'screens-resultrenderers-recurringresultview--docs'],
      ['Savings renderer', 'screens-resultrenderers-savingsresultview--docs'],
    ],
    pages: [['ResultDetail', 'pages-resultdetail--loading']],
  },
  {
    route: '/link-account',
    sees: 'Linking a bank, and the linked institutions',
    screens: [
      ['LinkAccount', 'screens-linkaccount--docs'],
      ['SandboxLink', 'screens-sandboxlink--docs'],
    ],
    pages: [['LinkAccount', 'pages-linkaccount--loaded']],
  },
  {
    route: '/help',
    sees: 'Asking for help',
    screens: [['Help', 'screens-help--docs']],
    pages: [['Help', 'pages-help--loading']],
  },
  {
    route: '/profile',
    sees: 'The profile, accounts, privacy and deletion',
    screens: [['Profile', 'screens-profile--docs']],
    pages: [['Profile', 'pages-profile--loaded']],
  },
  {
    route: '/profile/corrections',
    sees: 'Your corrections, each with Undo (ADR 0040)',
    screens: [['YourCorrections', 'screens-yourcorrections--docs']],
    pages: [['YourCorrections', 'pages-yourcorrections--list-and-undo']],
  },
  {
    route: 'any other path',
    sees: 'Page not found',
    screens: [['NotFound', 'screens-notfound--docs']],
    pages: [['NotFound', 'pages-notfound--unknown-path']],
  },
];
