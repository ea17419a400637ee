import type { AgentDefinition } from '@ledgerlight/contract';
import { creditCost } from '@ledgerlight/contract';
import { AgentNotFound } from '../../components/AgentNotFound/AgentNotFound';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatCreditCount } from '../../format/format';
import * as styles from './AgentDetail.css';

/** What the security panel promises (product 1 trust claims, product 1 retention). */
export const AGENT_SECURITY_POINTS = [
  'Read-only access to your bank data: no agent can move money',
  '256-bit encryption in transit and at rest',
  'Bank-level security, audited to SOC 2',
  'Your data is never sold or shared with advertisers',
] as const;

export interface AgentDetailProps {
  /** The agent; undefined for an unknown id ('Agent Not Found', product 2). */
  agent?: AgentDefinition;
  /** Opens the start modal. */
  onStart: () => void;
  /** 'Go Back': the previous page. */
  onGoBack: () => void;
  /** 'Back to Agents': /finance-agents. */
  agentsHref: string;
}

/** The max accounts in words: 'unlimited' for 0 (product 3). */
export function maxAccountsText(maxAccounts: number): string {
  return maxAccounts === 0 ? 'unlimited' : String(maxAccounts);
}

/** /agents/{agentId} (product 2): description, features, technical details, pricing, security, Start. */
export function AgentDetail({ agent, onStart, onGoBack, agentsHref }: AgentDetailProps) {
  if (!agent) {
    return (
      <div className={styles.page}>
        <AgentNotFound onGoBack={onGoBack} agentsHref={agentsHref} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: agentsHref, label: 'Back to Agents' }}
        title={agent.name}
        description={agent.description}
        actions={
          <Button size="large" onClick={onStart}>
            Start Agent
          </Button>
        }
      />
      <div className={styles.meta}>
        <span className={styles.agentIcon}>
          <Icon name={agent.icon} size="large" />
        </span>
        <Badge tone="neutral">{agent.category}</Badge>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card as="section" title="About this agent" titleAs="h2">
            <p className={styles.text}>{agent.longDescription}</p>
          </Card>
          <Card as="section" title="Features" titleAs="h2">
            <ul className={styles.list}>
              {agent.features.map((feature) => (
                <li key={feature} className={styles.listItem}>
                  <Icon name="check" size="small" className={styles.check} />
                  {feature}
                </li>
              ))}
            </ul>
          </Card>
          <Card as="section" title="Security" titleAs="h2">
            <ul className={styles.list}>
              {AGENT_SECURITY_POINTS.map((point) => (
                <li key={point} className={styles.listItem}>
                  <Icon name="lock" size="small" className={styles.check} />
                  {point}
                </li>
              ))}
              <li className={styles.listItem}>
                <Icon name="lock" size="small" className={styles.check} />
                {agent.dataRetention}
              </li>
            </ul>
          </Card>
        </div>
        <div className={styles.side}>
          <Card as="section" title="Technical details" titleAs="h2">
            <dl className={styles.details}>
              <dt>Data window</dt>
              <dd>{`${agent.dataWindowMonths} months of transactions`}</dd>
              <dt>Estimated time</dt>
              <dd>{agent.estimatedTime}</dd>
            </dl>
          </Card>
          <Card as="section" title="Pricing" titleAs="h2">
            <dl className={styles.details}>
              <dt>Base price</dt>
              <dd>{formatCreditCount(agent.basePrice)}</dd>
              <dt>Per account</dt>
              <dd>{formatCreditCount(agent.pricePerAccount)}</dd>
              <dt>Max accounts</dt>
              <dd>{maxAccountsText(agent.maxAccounts)}</dd>
              <dt>One account</dt>
              <dd>{formatCreditCount(creditCost(agent, 1))}</dd>
            </dl>
            <Button fullWidth onClick={onStart}>
              Start {agent.name}
            </Button>
          </Card>
        </div>
      </div>
    </div>
  );
}
