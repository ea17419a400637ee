/**
 * @ledgerlight/ui: the design system. The theme contract and tokens, primitives, layout and
 * formatting helpers. Presentational only: props in, events out.
 */
export * from './theme';
export * from './theme/tones';
export * from './format/format';

export * from './components/AgentNotFound/AgentNotFound';
export * from './components/Alert/Alert';
export * from './components/Badge/Badge';
export * from './components/Box/Box';
export * from './components/Button/Button';
export * from './components/Card/Card';
export * from './components/Checkbox/Checkbox';
export * from './components/Columns/Columns';
export * from './components/EmptyState/EmptyState';
export * from './components/Field/Field';
export * from './components/Footer/Footer';
export * from './components/Icon/Icon';
export * from './components/Inline/Inline';
export * from './components/Layout/Layout';
export * from './components/Link/Link';
export * from './components/Modal/Modal';
export * from './components/Navigation/Navigation';
export * from './components/NavBar/NavBar';
export * from './components/PageHeader/PageHeader';
export * from './components/PastResultsList/PastResultsList';
export * from './components/PasswordField/PasswordField';
export * from './components/ProgressSteps/ProgressSteps';
export * from './components/RadioGroup/RadioGroup';
export * from './components/Section/Section';
export * from './components/Select/Select';
export * from './components/Spinner/Spinner';
export * from './components/Stack/Stack';
export * from './components/StatTile/StatTile';
export * from './components/StatusBadge/StatusBadge';
export * from './components/Table/Table';
export * from './components/TextField/TextField';
export * from './components/Textarea/Textarea';
export * from './components/ThemeToggle/ThemeToggle';
export * from './components/ThemeToggle/themePreference';
export * from './components/Toggle/Toggle';
export * from './screens/MarketingHome/MarketingHome';
export * from './screens/NotFound/NotFound';
export * from './components/LegalDocument/LegalDocument';
export * from './screens/Welcome/Welcome';
export * from './screens/Terms/Terms';
export * from './screens/Privacy/Privacy';
export * from './screens/About/About';
export * from './screens/AuthCallback/AuthCallback';
export * from './screens/AuthModal/AuthModalView';
export * from './screens/AgentCatalogue/AgentCatalogue';
export * from './screens/AgentDetail/AgentDetail';
export * from './screens/StartAgentModal/StartAgentModal';
export * from './screens/Processing/Processing';
export * from './screens/CreditPurchase/CreditPurchase';
export * from './screens/PaymentSuccess/PaymentSuccess';
export * from './screens/PaymentCancel/PaymentCancel';
export * from './screens/Help/Help';
export * from './screens/Transactions/Transactions';
export * from './screens/CreditHistory/CreditHistory';
export * from './screens/ResultsOverview/ResultsOverview';
export * from './screens/AgentResults/AgentResults';
export * from './screens/ResultDetail/ResultDetail';
export * from './screens/ResultDetail/resultDetailModel';
export * from './screens/ResultRenderers/RecurringResultView';
export * from './screens/ResultRenderers/SavingsResultView';
export * from './components/LazyChunk/LazyChunk';
// Charts: only the lazy wrapper and the types, so the SVG code stays in its own chunk.
export * from './components/Chart/LazyBarChart';
export * from './screens/Dashboard/Dashboard';
export * from './screens/Profile/Profile';
export {
  ANALYSIS_PROCESSING_ERROR,
  DATA_PROCESSING_ERROR,
  NO_RESULTS_AVAILABLE,
} from './screens/ResultRenderers/ResultParts';
export type { ResultProblem, ResultViewState } from './screens/ResultRenderers/ResultParts';
export * from './screens/ResultRenderers/FraudResultView';
export * from './screens/ResultRenderers/BudgetResultView';
export * from './screens/ResultRenderers/DiscretionaryResultView';
export * from './screens/LinkAccount/LinkAccount';
export * from './screens/SandboxLink/SandboxLink';
