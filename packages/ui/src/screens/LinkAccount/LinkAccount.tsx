import { LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE, REMOVE_INSTITUTION_CONFIRMATION } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Modal } from '../../components/Modal/Modal';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { formatDate } from '../../format/format';
import type { DateInput } from '../../format/format';
import * as styles from './LinkAccount.css';

export const linkAccountStatuses = ['loading', 'ready', 'error'] as const;
export type LinkAccountStatus = (typeof linkAccountStatuses)[number];

/** The page's main action. */
export const LINK_NEW_BANK_LABEL = 'Link a new bank';

/** A linked institution as the list shows it (product 3: item.item_id, institution.name, createdAt). */
export interface LinkedInstitutionRow {
  itemId: string;
  name: string;
  /** When it was linked. */
  connectedAt: DateInput;
}

export interface LinkAccountProps {
  /** The linked institutions' list: loading, its error, or ready. */
  status: LinkAccountStatus;
  institutions: readonly LinkedInstitutionRow[];
  /** A link is under way (link token, the widget, the exchange): the link button spins. */
  linking?: boolean;
  /** What went wrong with the last link or removal (product 8); dismissible. */
  error?: string;
  onDismissError: () => void;
  onLinkBank: () => void;
  /** Remove pressed on an institution: the page asks for confirmation. */
  onRemove: (itemId: string) => void;
  /** The institution whose removal awaits confirmation; the confirm dialog is open while set. */
  confirmingRemoval?: LinkedInstitutionRow;
  /** The removal is on its way (the dialog's Remove spins). */
  removing?: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  /** Try again after the list failed to load. */
  onRetry: () => void;
}

/**
 * /link-account (product 2): the linked institutions (name, connected date, Remove behind the product 5
 * confirmation) and linking a new bank through the provider's widget, which the page opens. Props
 * in, events out.
 */
export function LinkAccount({
  status,
  institutions,
  linking = false,
  error,
  onDismissError,
  onLinkBank,
  onRemove,
  confirmingRemoval,
  removing = false,
  onConfirmRemove,
  onCancelRemove,
  onRetry,
}: LinkAccountProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Bank Accounts"
        description="Link your banks to see balances and transactions and to run the analysis agents."
        actions={
          <Button icon={<Icon name="plus" size="small" />} loading={linking} onClick={onLinkBank}>
            {LINK_NEW_BANK_LABEL}
          </Button>
        }
      />
      {error ? (
        <Alert tone="error" onDismiss={onDismissError} dismissLabel="Dismiss error">
          {error}
        </Alert>
      ) : null}
      <Section title="Linked institutions">
        <InstitutionList status={status} institutions={institutions} onRemove={onRemove} onRetry={onRetry} />
      </Section>
      <Modal
        open={confirmingRemoval !== undefined}
        onClose={removing ? () => undefined : onCancelRemove}
        title={`Remove ${confirmingRemoval?.name ?? 'institution'}?`}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={onCancelRemove} disabled={removing}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirmRemove} loading={removing}>
              Remove
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>{REMOVE_INSTITUTION_CONFIRMATION}</p>
      </Modal>
    </div>
  );
}

function InstitutionList({
  status,
  institutions,
  onRemove,
  onRetry,
}: Pick<LinkAccountProps, 'status' | 'institutions' | 'onRemove' | 'onRetry'>) {
  if (status === 'loading') return <Spinner size="large" label="Loading linked institutions" centered />;
  if (status === 'error') {
    return (
      <Alert
        tone="error"
        actions={
          <Button variant="secondary" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE}
      </Alert>
    );
  }
  if (institutions.length === 0) {
    return (
      <EmptyState
        bordered
        icon="bank"
        title="No linked institutions yet"
        description={`Choose ${LINK_NEW_BANK_LABEL} to connect your first bank. Your accounts and transactions appear on your profile.`}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {institutions.map((institution) => (
        <li key={institution.itemId} className={styles.item}>
          <span className={styles.icon}>
            <Icon name="bank" size="medium" />
          </span>
          <div className={styles.text}>
            <h3 className={styles.name}>{institution.name}</h3>
            <p className={styles.date}>Connected {formatDate(institution.connectedAt)}</p>
          </div>
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name="trash" size="small" />}
            aria-label={`Remove ${institution.name}`}
            onClick={() => onRemove(institution.itemId)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
