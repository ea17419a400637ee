import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { INVALID_AGENT_MESSAGE, isAgentId } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import { EmptyState, Spinner } from '@ledgerlight/ui';
import type { ResultRendererProps } from './renderers/types';

type Renderer = LazyExoticComponent<ComponentType<ResultRendererProps>>;

/**
 * One renderer per agent, each loaded on demand so that every renderer (and whatever it pulls in,
 * such as charts) is its own chunk.
 */
const RENDERERS: Readonly<Record<AgentId, Renderer>> = {
  fraud_detection: lazy(() => import('./renderers/fraud').then((m) => ({ default: m.FraudResult }))),
  budget_builder: lazy(() => import('./renderers/budget').then((m) => ({ default: m.BudgetResult }))),
  recurring_expenses: lazy(() => import('./renderers/recurring').then((m) => ({ default: m.RecurringResult }))),
  savings_finder: lazy(() => import('./renderers/savings').then((m) => ({ default: m.SavingsResult }))),
  discretionary_spending: lazy(() =>
    import('./renderers/discretionary').then((m) => ({ default: m.DiscretionaryResult })),
  ),
};

export interface AgentResultViewProps {
  agentId: AgentId;
  /** The task's `analysisResult ?? result` (spec 3), unread. */
  data: unknown;
}

/**
 * The result of one analysis, drawn by its agent's renderer (spec 2, result detail). The agent id
 * comes from the URL, so it is checked again here: an unknown id shows 'Agent Not Found'.
 */
export function AgentResultView({ agentId, data }: AgentResultViewProps) {
  if (!isAgentId(agentId)) {
    return (
      <EmptyState
        titleAs="h2"
        icon="alert-circle"
        title="Agent Not Found"
        description={`${INVALID_AGENT_MESSAGE}: there is no agent with this id, so its result cannot be shown.`}
      />
    );
  }
  const Renderer = RENDERERS[agentId];
  return (
    <Suspense fallback={<Spinner centered showLabel label="Loading analysis results..." />}>
      <Renderer data={data} />
    </Suspense>
  );
}
