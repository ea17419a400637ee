import { AUTH_REQUIRED_MESSAGE, getAgent, TASK_ID_SUFFIX, toTaskStatus } from '@ledgerlight/contract';
import type { AgentDefinition, AgentTask } from '@ledgerlight/contract';
import { CorrectionsAppliedNote, ResultDetail, SaveCorrectionProvider, Stack, statusLabel } from '@ledgerlight/ui';
import type { RawCopyStatus, ResultExportFormat } from '@ledgerlight/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../../../lib/api/client';
import { useIdentity } from '../../../auth';
import { useSaveCorrection } from '../../../corrections';
import { resultFetchMessage } from '../../../processing';
import { AgentResultView } from '../../AgentResultView';
import { EXPORT_MIME_TYPES, exportFileName, exportText } from '../../export';
import { useRemote, useRemoteStore } from '../../../../lib/store/useRemote';
import { paths, to } from '../../../../config/paths';
import { taskKeys } from '../../queries';
import { appliedCorrectionsCount } from '../../appliedCorrections';

/** What Share says after copying the link (no Web Share API), and when the copy failed. */
export const LINK_COPIED_MESSAGE = 'Link copied';
export const LINK_COPY_FAILED_MESSAGE = 'Could not copy the link. Copy it from the address bar instead.';

/** How long 'Copied' and 'Link copied' stay before they clear. */
export const COPY_CONFIRMATION_MS = 2_500;

class AuthRequiredError extends Error {
  constructor() {
    super(AUTH_REQUIRED_MESSAGE);
  }
}

/**
 * Loads GET /api/agent/{agentId}/result/{taskId} on entry and again on `reload` only (product 4: a
 * manual refresh and no automatic polling), through the store's task key (ADR 0034): the task the
 * processing poller or the results list's poller already holds is shown without a read; a reload keeps what is
 * shown, marked as refreshing; `failures` counts consecutive errors; an answer to an older request
 * than the latest one is dropped, and so is any answer after unmount. Without an ID token it does not
 * call at all and says 'Authentication required. Please log in again.' (product 6).
 */
function useTaskResult(agentId: AgentDefinition['id'], taskId: string) {
  const identity = useIdentity();
  const load = useCallback(
    () =>
      identity
        .idToken()
        .catch(() => undefined)
        .then((token) => {
          if (!token) throw new AuthRequiredError();
          return api('agentResult', { params: { agentId, taskId } });
        }),
    [identity, agentId, taskId],
  );
  const { state, failures, refreshing, refresh } = useRemote(taskKeys.one(agentId, taskId), load, {
    staleTime: useSettledTaskStaleTime(agentId, taskId),
  });
  return {
    view: state.status,
    task: state.status === 'ready' ? state.data : undefined,
    error:
      state.status !== 'error'
        ? undefined
        : state.error instanceof AuthRequiredError
          ? AUTH_REQUIRED_MESSAGE
          : resultFetchMessage(state.error),
    failures,
    refreshing,
    /** Refresh, Refresh Status and Try Again: what is shown stays, marked as refreshing, until the answer. */
    reload: refresh,
  };
}

/**
 * A COMPLETED or FAILED task the store already holds (the processing poller's last read, a row the
 * results list polled) no longer changes: it serves the page without a read. Anything else is read.
 */
function useSettledTaskStaleTime(agentId: string, taskId: string): number {
  const store = useRemoteStore();
  const [staleTime] = useState(() => {
    const held = store.getData<AgentTask>(taskKeys.one(agentId, taskId));
    const status = held && toTaskStatus(held.status);
    return status === 'COMPLETED' || status === 'FAILED' ? Infinity : 0;
  });
  return staleTime;
}

/** A message that clears itself after COPY_CONFIRMATION_MS; the timer stops on unmount. */
function useTransientValue<T>() {
  const [value, setValue] = useState<T | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: T) => {
    clearTimeout(timer.current);
    setValue(next);
    timer.current = setTimeout(() => setValue(undefined), COPY_CONFIRMATION_MS);
  }, []);
  return [value, show] as const;
}

/** Downloads `text` as a file through a Blob and an object URL (ADR 0007: Export). */
function download(fileName: string, text: string, type: string) {
  // A byte-order mark makes spreadsheets read the CSV as UTF-8 (the masked ids use '•').
  const blob = new Blob([type.startsWith('text/csv') ? `\uFEFF${text}` : text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The result, under "Adjusted by N of your corrections" when rules touched it (ADR 0040). */
function ResultWithCorrections({ agentId, data }: { agentId: AgentDefinition['id']; data: unknown }) {
  const applied = appliedCorrectionsCount(data);
  const view = <AgentResultView agentId={agentId} data={data} />;
  if (applied === 0) return view;
  return (
    <Stack space="medium">
      <CorrectionsAppliedNote count={applied} correctionsTo={paths.corrections} />
      {view}
    </Stack>
  );
}

function ResultDetailLoader({ agent, taskId }: { agent: AgentDefinition; taskId: string }) {
  const navigate = useNavigate();
  const state = useTaskResult(agent.id, taskId);
  const [rawCopyStatus, showRawCopyStatus] = useTransientValue<RawCopyStatus>();
  const [shareMessage, showShareMessage] = useTransientValue<string>();
  const { task, reload } = state;
  const suffix = taskId.slice(-TASK_ID_SUFFIX);
  const saveCorrection = useSaveCorrection();

  const onExport = (format: ResultExportFormat) => {
    if (!task) return;
    download(exportFileName(agent.id, taskId, format), exportText(agent.id, task, format), EXPORT_MIME_TYPES[format]);
  };

  // Web Share API where the browser has it (ADR 0007), else the link goes to the clipboard.
  const onShare = async () => {
    const url = `${window.location.origin}${to.result(agent.id, taskId)}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${agent.name} · Analysis #${suffix}`, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    try {
      await copyText(url);
      showShareMessage(LINK_COPIED_MESSAGE);
    } catch {
      showShareMessage(LINK_COPY_FAILED_MESSAGE);
    }
  };

  const onCopyRaw = async (text: string) => {
    try {
      await copyText(text);
      showRawCopyStatus('copied');
    } catch {
      showRawCopyStatus('failed');
    }
  };

  const reportIssueHref = to.help({
    category: 'bad analysis',
    description: task
      ? `About ${agent.name} analysis #${suffix} (task ID ${taskId}), status "${statusLabel(task)}": `
      : `About ${agent.name} analysis #${suffix} (task ID ${taskId}): `,
  });

  return (
    <ResultDetail
      view={state.view}
      agent={{ name: agent.name, icon: agent.icon }}
      taskId={taskId}
      task={task}
      result={
        task ? (
          // The owner's result page: its controls save corrections, and it says which ones shaped it (ADR 0040).
          <SaveCorrectionProvider value={saveCorrection}>
            <ResultWithCorrections agentId={agent.id} data={task.analysisResult ?? task.result} />
          </SaveCorrectionProvider>
        ) : undefined
      }
      error={state.error}
      failures={state.failures}
      refreshing={state.refreshing && state.view !== 'loading'}
      rawCopyStatus={rawCopyStatus}
      shareMessage={shareMessage}
      resultsHref={to.agentResults(agent.id)}
      newAnalysisHref={to.agent(agent.id)}
      agentsHref={paths.financeAgents}
      reportIssueHref={reportIssueHref}
      onRefresh={reload}
      onRetry={reload}
      onGoBack={() => void navigate(-1)}
      onExport={onExport}
      onShare={() => void onShare()}
      onCopyRaw={(text) => void onCopyRaw(text)}
    />
  );
}

/**
 * /results/{agentId}/{taskId} (product 2, product 4 Result page): one analysis with its status, facts,
 * the agent's renderer when COMPLETED, the analysed accounts, the raw data, Export and Share. Loads
 * on entry and on Refresh, never by itself. An unknown agent id is 'Agent Not Found', with nothing
 * fetched.
 */
export function ResultDetailPage() {
  const { agentId = '', taskId = '' } = useParams();
  const navigate = useNavigate();
  const agent = getAgent(agentId);
  if (!agent) {
    return (
      <ResultDetail
        view="agentNotFound"
        taskId={taskId}
        resultsHref={paths.financeAgents}
        newAnalysisHref={paths.financeAgents}
        agentsHref={paths.financeAgents}
        reportIssueHref={to.help({ category: 'bad analysis' })}
        onRefresh={() => undefined}
        onRetry={() => undefined}
        onGoBack={() => void navigate(-1)}
        onExport={() => undefined}
        onShare={() => undefined}
        onCopyRaw={() => undefined}
      />
    );
  }
  // Another task (or agent) is another page: the key starts its fetch afresh.
  return <ResultDetailLoader key={`${agent.id}/${taskId}`} agent={agent} taskId={taskId} />;
}
