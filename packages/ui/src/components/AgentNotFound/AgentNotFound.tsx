import { INVALID_AGENT_MESSAGE } from '@ledgerlight/contract';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './AgentNotFound.css';

export interface AgentNotFoundProps {
  /** 'Go Back': the previous page. */
  onGoBack: () => void;
  /** 'Back to Agents': /finance-agents. */
  agentsHref: string;
}

/**
 * 'Agent Not Found' (product 2, product 8): what every agent page shows for an id that is not in the
 * catalogue, with Go Back and Back to Agents. The page's h1.
 */
export function AgentNotFound({ onGoBack, agentsHref }: AgentNotFoundProps) {
  return (
    <EmptyState
      titleAs="h1"
      icon="alert-circle"
      title="Agent Not Found"
      description={`${INVALID_AGENT_MESSAGE}. The agent you are looking for does not exist.`}
      action={
        <div className={styles.actions}>
          <Button variant="secondary" icon={<Icon name="arrow-left" size="small" />} onClick={onGoBack}>
            Go Back
          </Button>
          <Link to={agentsHref} variant="primary">
            Back to Agents
          </Link>
        </div>
      }
    />
  );
}
