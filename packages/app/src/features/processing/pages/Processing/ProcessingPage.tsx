import { getAgent, toTaskStatus } from '@ledgerlight/contract';
import type { AgentDefinition } from '@ledgerlight/contract';
import { Processing } from '@ledgerlight/ui';
import type { ProcessingView } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../../../lib/api/client';
import { processingPollerActors } from '../../processingPoller.actors';
import { pollDelayMs, processingPollerMachine } from '../../processingPoller.machine';
import type { ProcessingPollerSnapshot } from '../../processingPoller.machine';
import { useRemoteStore } from '../../../../lib/store/useRemote';
import { paths, to } from '../../../../config/paths';
import { taskKeys } from '../../../results';
import { creditKeys } from '../../../credits';

export interface ProcessingPageProps {
  /** The delay before the next poll, by polls made (product 4: 2000 ms, 5000 ms after 30); stories shorten it. */
  pollDelay?: (polls: number) => number;
}

/** What the screen shows for a poller snapshot. */
function viewOf(snapshot: ProcessingPollerSnapshot): ProcessingView {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('forbidden')) return 'forbidden';
  const { task } = snapshot.context;
  if (!task) return 'loading';
  switch (toTaskStatus(task.status)) {
    case 'COMPLETED':
      return 'completed';
    case 'FAILED':
      return 'failed';
    case 'PENDING':
      return 'pending';
    default:
      return 'processing';
  }
}

function ProcessingPoller({
  agent,
  taskId,
  pollDelay,
}: {
  agent: AgentDefinition;
  taskId: string;
  pollDelay: (polls: number) => number;
}) {
  const navigate = useNavigate();
  const store = useRemoteStore();
  const resultHref = to.result(agent.id, taskId);
  const [snapshot, send] = useMachine(
    processingPollerMachine.provide({
      actors: processingPollerActors(api),
      actions: {
        // The result page reads the task the poller already holds, without asking again (ADR 0034).
        goToResult: ({ context }) => {
          if (context.task) store.setData(taskKeys.one(agent.id, taskId), context.task);
          void navigate(resultHref, { replace: true });
        },
      },
      delays: { POLL_INTERVAL: ({ context }) => pollDelay(context.polls) },
    }),
    { input: { agentId: agent.id, taskId, hidden: document.hidden } },
  );

  // Product 4: polling stops while the tab is hidden and resumes when it shows.
  useEffect(() => {
    const onVisibilityChange = () => send({ type: 'VISIBILITY', hidden: document.hidden });
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [send]);

  // A FAILED run is refunded (ADR 0010): the balance changed, so every place that shows it reads it again.
  const view = viewOf(snapshot);
  useEffect(() => {
    if (view === 'failed') {
      store.invalidate(creditKeys.balance);
      store.invalidate(taskKeys.all);
    }
  }, [view, store]);

  const { task, progress, error } = snapshot.context;
  return (
    <Processing
      view={view}
      agent={{ name: agent.name, icon: agent.icon }}
      taskId={taskId}
      task={task}
      progress={progress}
      error={error}
      resultHref={resultHref}
      otherResultsHref={to.agentResults(agent.id)}
      agentsHref={paths.financeAgents}
    />
  );
}

/**
 * /processing/{agentId}/{taskId} (product 2): polls the task until it finishes, then goes to its
 * result (1500 ms after COMPLETED, 1000 ms after FAILED). An unknown agent shows 'Agent Not Found'.
 */
export function ProcessingPage({ pollDelay = pollDelayMs }: ProcessingPageProps) {
  const { agentId = '', taskId = '' } = useParams();
  const agent = getAgent(agentId);
  if (!agent) {
    return (
      <Processing
        view="agentNotFound"
        taskId={taskId}
        resultHref={paths.financeAgents}
        otherResultsHref={paths.results}
        agentsHref={paths.financeAgents}
      />
    );
  }
  // A new task id is a new poll: the key starts a fresh machine.
  return <ProcessingPoller key={`${agent.id}/${taskId}`} agent={agent} taskId={taskId} pollDelay={pollDelay} />;
}
