import { pluralNoun } from '@ledgerlight/contract';
import type { AgentDefinition, AgentId } from '@ledgerlight/contract';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PastResultsList } from '../../components/PastResultsList/PastResultsList';
import type { PastResultItem } from '../../components/PastResultsList/PastResultsList';
import { Section } from '../../components/Section/Section';
import type { DateInput } from '../../format/format';
import * as styles from './ResultsOverview.css';

export const resultsOverviewStatuses = ['loading', 'error', 'ready'] as const;
export type ResultsOverviewStatus = (typeof resultsOverviewStatuses)[number];

export interface ResultsOverviewProps {
  status: ResultsOverviewStatus;
  agents: readonly AgentDefinition[];
  /** Every agent's recent results, newest first (used when status is 'ready'). */
  results: readonly PastResultItem[];
  agentResultsHref: (agentId: AgentId) => string;
  resultHref: (agentId: AgentId, taskId: string) => string;
  financeAgentsHref: string;
  onRetry: () => void;
  /** The reference time for relative dates (now unless told). */
  now?: DateInput;
}

function countLabel(count: number): string {
  if (count === 0) return 'No recent analyses';
  return `${count} ${pluralNoun(count, 'recent analysis', 'recent analyses')}`;
}

/**
 * /results (product 2): every agent's recent results in one list, newest first, and a link to each
 * agent's own results page. Props in, events out; the app loads the lists.
 */
export function ResultsOverview({
  status,
  agents,
  results,
  agentResultsHref,
  resultHref,
  financeAgentsHref,
  onRetry,
  now,
}: ResultsOverviewProps) {
  const counts = new Map<AgentId, number>();
  for (const item of results) counts.set(item.agentId, (counts.get(item.agentId) ?? 0) + 1);

  return (
    <div className={styles.page}>
      <PageHeader
        title="Analysis Results"
        description="Every recent analysis across your agents, newest first."
        actions={
          <Link to={financeAgentsHref} variant="primary" icon="sparkles">
            Run an analysis
          </Link>
        }
      />
      <Section title="Results by agent">
        <ul className={styles.agents}>
          {agents.map((agent) => (
            <li key={agent.id} className={styles.agentItem}>
              <Card
                as="article"
                title={agent.name}
                titleAs="h3"
                to={agentResultsHref(agent.id)}
                className={styles.agentCard}
              >
                <div className={styles.agentBody}>
                  <span className={styles.agentIcon}>
                    <Icon name={agent.icon} size="medium" />
                  </span>
                  <p className={styles.agentCount}>
                    {status === 'ready' ? countLabel(counts.get(agent.id) ?? 0) : agent.category}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Recent results">
        <PastResultsList
          pastResults={status === 'loading' ? undefined : results}
          failed={status === 'error'}
          onRetry={onRetry}
          resultHref={resultHref}
          now={now}
        />
      </Section>
    </div>
  );
}
