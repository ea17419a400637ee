import { AGENT_LIST } from '@ledgerlight/contract';
import { ResultsOverview } from '@ledgerlight/ui';
import { useRemote } from '../../../../lib/store/useRemote';
import { paths, to } from '../../../../config/paths';
import { loadPastResults, taskKeys } from '../../queries';

/**
 * /results (product 2): every agent's recent results (GET /api/agent/{agentId}/tasks?limit=25 each,
 * read as `items`), newest first, and links to each agent's results. A failed agent list is logged
 * and skipped; only when every list fails does the page say 'Failed to fetch results.'.
 */
export function ResultsPage() {
  const { state, reload } = useRemote(taskKeys.pastResults, loadPastResults);
  return (
    <ResultsOverview
      status={state.status}
      agents={AGENT_LIST}
      results={state.status === 'ready' ? state.data : []}
      agentResultsHref={to.agentResults}
      resultHref={to.result}
      financeAgentsHref={paths.financeAgents}
      onRetry={reload}
    />
  );
}
