import { PAST_RESULT_DESCRIPTION_MAX } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import { relativeDate, truncate } from '../../format/format';
import type { DateInput } from '../../format/format';
import { LoadFailedAlert } from '../Alert/Alert';
import { EmptyState } from '../EmptyState/EmptyState';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import * as styles from './PastResultsList.css';

/** Product 8, screen errors: no agent's results could be loaded (/results and /finance-agents). */
export const RESULTS_FETCH_FAILED_MESSAGE = 'Failed to fetch results.';

/** One row of a past-results list. */
export interface PastResultItem {
  taskId: string;
  agentId: AgentId;
  agentName: string;
  status: string;
  overallStatus?: string | null;
  createdAt: string;
  /** Shown cut at PAST_RESULT_DESCRIPTION_MAX characters (product 2). */
  description: string;
}

export interface PastResultsListProps {
  /** Undefined while loading. */
  pastResults: readonly PastResultItem[] | undefined;
  resultHref: (agentId: AgentId, taskId: string) => string;
  /** The reference time for relative dates (now unless told). */
  now?: DateInput;
  /** Names the list for assistive technology when no heading right above it does. */
  label?: string;
  /** Not one agent's results could be loaded: 'Failed to fetch results.' instead of an empty list. */
  failed?: boolean;
  /** Try again, beside the failure. */
  onRetry?: () => void;
}

/**
 * Past analyses across agents, newest first as given: agent name (a link to the result), status,
 * relative date and a description cut at 80 characters (product 2). Used by /finance-agents and /results.
 */
export function PastResultsList({
  pastResults,
  resultHref,
  now,
  label,
  failed = false,
  onRetry,
}: PastResultsListProps) {
  if (failed) return <LoadFailedAlert title={RESULTS_FETCH_FAILED_MESSAGE} onRetry={onRetry} />;
  if (pastResults === undefined) return <Spinner label="Loading past results" showLabel centered />;
  if (pastResults.length === 0) {
    return (
      <EmptyState
        bordered
        icon="sparkles"
        title="No analyses yet"
        description="Results appear here once you run an agent."
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {pastResults.map((item) => (
        <li key={`${item.agentId}-${item.taskId}`} className={styles.item}>
          <div className={styles.head}>
            <Link to={resultHref(item.agentId, item.taskId)} variant="inline" className={styles.name}>
              {item.agentName}
            </Link>
            <StatusBadge status={item.status} overallStatus={item.overallStatus} />
            <time dateTime={item.createdAt} className={styles.date}>
              {relativeDate(item.createdAt, now)}
            </time>
          </div>
          <p className={styles.description} title={item.description}>
            {truncate(item.description, PAST_RESULT_DESCRIPTION_MAX)}
          </p>
        </li>
      ))}
    </ul>
  );
}
