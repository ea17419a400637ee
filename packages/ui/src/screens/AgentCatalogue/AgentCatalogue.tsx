import { creditCost, pluralNoun, WELCOME_CREDITS } from '@ledgerlight/contract';
import type { AgentDefinition, AgentId } from '@ledgerlight/contract';
import { Alert, LoadFailedAlert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { formatCreditCount, formatCredits } from '../../format/format';
import type { DateInput } from '../../format/format';
import { PastResultsList } from '../../components/PastResultsList/PastResultsList';
import type { PastResultItem } from '../../components/PastResultsList/PastResultsList';
import * as styles from './AgentCatalogue.css';

/** Product 8, screen errors: the catalogue's own data (the credit balance) could not be loaded. */
export const PAGE_DATA_FAILED_MESSAGE = 'Failed to load page data';

export interface AgentCatalogueProps {
  agents: readonly AgentDefinition[];
  /** The credit balance; undefined when unknown (a failed fetch hides it, product 7). */
  balance?: number;
  /** The page's own data (the balance) failed to load: product 8's 'Failed to load page data', with Try again. */
  pageDataFailed?: boolean;
  onRetryPageData?: () => void;
  /** The welcome banner of product 4; the page decides when and for how long. */
  showWelcomeBanner?: boolean;
  onDismissWelcome?: () => void;
  /** The past results, newest first; undefined while they load. */
  pastResults?: readonly PastResultItem[];
  /** Every agent's results failed to load: 'Failed to fetch results.' (product 8), not the empty state. */
  pastResultsFailed?: boolean;
  onRetryPastResults?: () => void;
  /** Links, built by the app's route helpers. */
  agentHref: (agentId: AgentId) => string;
  resultHref: (agentId: AgentId, taskId: string) => string;
  resultsHref: string;
  /** Opens the start modal for the agent. */
  onStartAgent: (agentId: AgentId) => void;
  /** The reference time for relative dates (now unless told). */
  now?: DateInput;
}

/** 'from N credits': the price of a run on one account (product 9). */
export function catalogueFrom(agent: AgentDefinition): string {
  return `from ${formatCreditCount(creditCost(agent, 1))}`;
}

/** The per-account rule in words: '1 base + 1 per account, up to 1 account' or 'unlimited accounts'. */
export function perAccountRule(agent: AgentDefinition): string {
  const limit =
    agent.maxAccounts === 0
      ? 'unlimited accounts'
      : `up to ${agent.maxAccounts} ${pluralNoun(agent.maxAccounts, 'account', 'accounts')}`;
  return `${formatCredits(agent.basePrice)} base + ${formatCredits(agent.pricePerAccount)} per account, ${limit}`;
}

/** /finance-agents (product 2): the agents, the balance, the welcome banner and the past results. */
export function AgentCatalogue({
  agents,
  balance,
  showWelcomeBanner = false,
  onDismissWelcome,
  pastResults,
  pastResultsFailed = false,
  onRetryPastResults,
  agentHref,
  resultHref,
  resultsHref,
  onStartAgent,
  now,
  pageDataFailed = false,
  onRetryPageData,
}: AgentCatalogueProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="AI Financial Agents"
        description="Choose an agent, pick the accounts to analyze, and get results in minutes."
        actions={
          <div className={styles.headerActions}>
            {balance !== undefined ? (
              <Badge tone="info" size="medium" icon="credit-card">
                {`${formatCreditCount(balance)} available`}
              </Badge>
            ) : null}
            <Link to={resultsHref} variant="secondary" icon="clock">
              View past results
            </Link>
          </div>
        }
      />
      {pageDataFailed ? (
        <LoadFailedAlert title={PAGE_DATA_FAILED_MESSAGE} onRetry={onRetryPageData}>
          Your credit balance could not be loaded. You can still start an agent: the cost is checked when it starts.
        </LoadFailedAlert>
      ) : null}
      {showWelcomeBanner ? (
        <Alert
          tone="success"
          title="Welcome to Ledgerlight!"
          onDismiss={onDismissWelcome}
          dismissLabel="Dismiss welcome"
        >
          You have {WELCOME_CREDITS} free credits to get started. Pick an agent below and run your first analysis.
        </Alert>
      ) : null}
      <ul className={styles.grid} aria-label="Agents">
        {agents.map((agent) => (
          <li key={agent.id} className={styles.gridItem}>
            <Card as="article" title={agent.name} titleAs="h2" to={agentHref(agent.id)} className={styles.card}>
              <div className={styles.cardBody}>
                <div className={styles.cardTop}>
                  <span className={styles.agentIcon}>
                    <Icon name={agent.icon} size="large" />
                  </span>
                  <Badge tone="neutral">{agent.category}</Badge>
                </div>
                <p className={styles.description}>{agent.description}</p>
                <p className={styles.price}>
                  <strong>{catalogueFrom(agent)}</strong>
                  <span className={styles.rule}>{perAccountRule(agent)}</span>
                </p>
                <div className={styles.cardActions}>
                  <Button onClick={() => onStartAgent(agent.id)} aria-label={`Start ${agent.name}`}>
                    Start
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Section
        title="Past results"
        actions={
          <Link to={resultsHref} variant="standalone" iconEnd="chevron-right">
            All results
          </Link>
        }
      >
        <PastResultsList
          pastResults={pastResults}
          failed={pastResultsFailed}
          onRetry={onRetryPastResults}
          resultHref={resultHref}
          now={now}
        />
      </Section>
    </div>
  );
}
