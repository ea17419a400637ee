import { PAST_RESULT_DESCRIPTION_MAX } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import { relativeDate, truncate } from '../../format/format';
import type { DateInput } from '../../format/format';
import { LoadFailedAlert } from '../Alert/Alert';
import { EmptyState } from '../EmptyState/EmptyState';
import { Link } from '../Link/Link';
import { Skeleton, SkeletonRegion } from '../Skeleton/Skeleton';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { vars } from '../../theme/contract.css';
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
  if (pastResults === undefined) return <PastResultsLoading />;
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

/** How wide each loading row's agent name and description are. */
const LOADING_ROWS: readonly (readonly [string, string])[] = [
  ['35%', '85%'],
  ['45%', '70%'],
  ['30%', '80%'],
];

/**
 * While the results load: rows in the list's own classes, a line as tall as each text that replaces
 * it (the name, the status badge, the date, the description), so the list does not jump when it arrives.
 */
function PastResultsLoading() {
  return (
    <SkeletonRegion label="Loading past results">
      <div className={styles.list}>
        {LOADING_ROWS.map(([name, description], index) => (
          <div key={index} className={styles.item}>
            <div className={styles.head}>
              <Skeleton width={name} />
              <span className={styles.date}>
                <Skeleton size="small" width={vars.size.controlLarge} />
              </span>
            </div>
            <Skeleton size="small" width={description} />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
