import { taskIdSuffix } from '../../format/format';
import { Icon } from '../Icon/Icon';
import type { AgentIconName } from '../Icon/Icon';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import * as styles from './TaskHeader.css';

export interface TaskHeaderProps {
  /** The agent's name and icon; without it the title reads 'Analysis'. */
  agent?: { name: string; icon: AgentIconName };
  taskId: string;
  /** The run's status, shown as a badge when known. */
  task?: { status: string; overallStatus?: string | null };
  /** `page` (a result) or `compact` (a run in progress). */
  size?: keyof typeof styles.title;
  /**
   * Whether the run's number and status badge sit under the title (the processing page). A result
   * page shows them below its verdict instead, so its head is the agent's name alone.
   */
  showRun?: boolean;
}

/**
 * The head of one analysis run: the agent's icon beside its name as the page's h1 (the icon never
 * takes a line of its own: a long name wraps beside it), and, unless told otherwise, the run's id
 * and status.
 */
export function TaskHeader({ agent, taskId, task, size = 'page', showRun = true }: TaskHeaderProps) {
  return (
    <header className={styles.header}>
      {agent ? (
        <span className={styles.agentIcon}>
          <Icon name={agent.icon} size="large" />
        </span>
      ) : null}
      <div className={styles.heading}>
        <h1 className={styles.title[size]}>{agent?.name ?? 'Analysis'}</h1>
        {showRun ? <p className={styles.analysisId}>Analysis #{taskIdSuffix(taskId)}</p> : null}
      </div>
      {showRun && task ? (
        <StatusBadge
          status={task.status}
          overallStatus={task.overallStatus}
          dot
          size="medium"
          className={styles.badge}
        />
      ) : null}
    </header>
  );
}
