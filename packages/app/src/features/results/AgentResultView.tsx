import { INVALID_AGENT_MESSAGE, isAgentId } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import {
  AfterVerdict,
  Button,
  EmptyState,
  Icon,
  LazyChunk,
  ResultSkeleton,
  Stack,
  retryableLazy,
} from '@ledgerlight/ui';
import type { RetryableLazy } from '@ledgerlight/ui';
import type { ResultRendererProps } from './renderers/types';

/**
 * One renderer per agent, each loaded on demand so that every renderer (and whatever it pulls in,
 * such as charts) is its own chunk; like page chunks, each under product 9's timeout, with a retry.
 */
const RENDERERS: Readonly<Record<AgentId, RetryableLazy<ResultRendererProps>>> = {
  fraud_detection: retryableLazy(() => import('./renderers/fraud').then((m) => m.FraudResult)),
  budget_builder: retryableLazy(() => import('./renderers/budget').then((m) => m.BudgetResult)),
  recurring_expenses: retryableLazy(() => import('./renderers/recurring').then((m) => m.RecurringResult)),
  savings_finder: retryableLazy(() => import('./renderers/savings').then((m) => m.SavingsResult)),
  discretionary_spending: retryableLazy(() => import('./renderers/discretionary').then((m) => m.DiscretionaryResult)),
};

export const RENDERER_LOAD_FAILED_TITLE = 'The results view could not load';

export interface AgentResultViewProps {
  agentId: AgentId;
  /** The task's `analysisResult ?? result` (product 3), unread. */
  data: unknown;
}

/**
 * The result of one analysis, drawn by its agent's renderer (product 2, result detail). The agent id
 * comes from the URL, so it is checked again here: an unknown id shows 'Agent Not Found'.
 */
export function AgentResultView({ agentId, data }: AgentResultViewProps) {
  if (!isAgentId(agentId)) {
    return (
      <Stack space="large">
        <EmptyState
          titleAs="h2"
          icon="alert-circle"
          title="Agent Not Found"
          description={`${INVALID_AGENT_MESSAGE}: there is no agent with this id, so its result cannot be shown.`}
        />
        <AfterVerdict />
      </Stack>
    );
  }
  return <RendererChunk chunk={RENDERERS[agentId]} data={data} />;
}

/** A renderer chunk: loading, the result, or a retry when its code did not arrive. */
export function RendererChunk({ chunk, data }: { chunk: RetryableLazy<ResultRendererProps>; data: unknown }) {
  return (
    <LazyChunk
      chunk={chunk}
      props={{ data }}
      loading={<ResultSkeleton named={false} />}
      failed={(retry) => (
        <Stack space="large">
          <EmptyState
            titleAs="h2"
            icon="alert-triangle"
            title={RENDERER_LOAD_FAILED_TITLE}
            description="Part of the app did not download. Check your connection, then try again."
            action={
              <Button variant="secondary" icon={<Icon name="refresh" size="small" />} onClick={retry}>
                Try again
              </Button>
            }
          />
          <AfterVerdict />
        </Stack>
      )}
    />
  );
}
