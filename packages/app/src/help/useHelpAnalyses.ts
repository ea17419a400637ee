import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { loadHelpAnalyses } from './helpAnalyses';
import type { HelpAnalysis } from './helpAnalyses';

export interface HelpAnalysesState {
  loading: boolean;
  analyses: readonly HelpAnalysis[];
}

/** The Help page's analyses: GET /api/agent/{agentId}/tasks?limit=25 for each of the five agents. */
export function useHelpAnalyses(): HelpAnalysesState {
  const [state, setState] = useState<HelpAnalysesState>({ loading: true, analyses: [] });
  useEffect(() => {
    let current = true;
    void loadHelpAnalyses((agentId, limit) => api('agentTasks', { params: { agentId }, query: { limit } })).then(
      (analyses) => {
        if (current) setState({ loading: false, analyses });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
