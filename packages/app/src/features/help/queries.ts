import { api } from '../../lib/api/client';
import { taskKeys } from '../results';
import { useRemote } from '../../lib/store/useRemote';
import { loadHelpAnalyses } from './helpAnalyses';
import type { HelpAnalysis } from './helpAnalyses';

/** Help's key of the server-state store, under the tasks' prefix (ADR 0034, ADR 0036). */
const helpKeys = {
  analyses: [...taskKeys.all, 'help'],
} as const;

export interface HelpAnalysesState {
  loading: boolean;
  analyses: readonly HelpAnalysis[];
}

const NO_ANALYSES: readonly HelpAnalysis[] = [];

/** GET /api/agent/{agentId}/tasks?limit=25 for each of the five agents (a failed list is skipped). */
function loadAllHelpAnalyses(): Promise<HelpAnalysis[]> {
  return loadHelpAnalyses((agentId, limit) => api('agentTasks', { params: { agentId }, query: { limit } }));
}

/** The Help page's analyses, read once on mount (useRemote, ADR 0034). */
export function useHelpAnalyses(): HelpAnalysesState {
  const { state } = useRemote(helpKeys.analyses, loadAllHelpAnalyses);
  return { loading: state.status === 'loading', analyses: state.status === 'ready' ? state.data : NO_ANALYSES };
}
