import { pluralNoun } from '@ledgerlight/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Skeleton, SkeletonRegion } from '../../components/Skeleton/Skeleton';
import { formatDate } from '../../format/format';
import { vars } from '../../theme/contract.css';
import * as styles from './YourCorrections.css';

/** Product 8's load error, for the corrections list. */
export const CORRECTIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch your corrections. Please try again later.';
/** Shown when an Undo failed without a message of its own. */
export const UNDO_FAILED_MESSAGE = 'Could not undo this correction. Try again.';

export const yourCorrectionsStatuses = ['loading', 'error', 'ready'] as const;
export type YourCorrectionsStatus = (typeof yourCorrectionsStatuses)[number];

/** One stored rule as the list shows it (GET /api/corrections, ADR 0040). */
export interface CorrectionListItem {
  id: string;
  /** The rule in words (describeCorrection). */
  description: string;
  /** When it was made (ISO timestamp). */
  createdAt: string;
  /** Transactions it touched in the latest analysis that applied it; null before any has. */
  touched: number | null;
}

/** What became of one Undo. */
export type UndoOutcome = { undone: true } | { undone: false; message: string };

export interface YourCorrectionsProps {
  status: YourCorrectionsStatus;
  /** Newest first. */
  corrections: readonly CorrectionListItem[];
  /** Deletes the rule (DELETE /api/corrections/:id); the row leaves the list when the list reloads. */
  onUndo: (id: string) => Promise<UndoOutcome>;
  onRetry: () => void;
  /** The profile page, for the back link. */
  profileTo: string;
  /** Where corrections are made, for the empty state (the transactions list). */
  transactionsTo: string;
}

/** "Used on 14 transactions in your latest analysis", or that no analysis has used it yet. */
export function touchedText(touched: number | null): string {
  if (touched === null) return 'Not used by an analysis yet: your next one will use it';
  return `Used on ${touched} ${pluralNoun(touched, 'transaction', 'transactions')} in your latest analysis`;
}

/**
 * "Your corrections" (/profile/corrections, ADR 0040): every rule the user taught, in words, when it was
 * made and how many transactions it touched in the latest analysis, each with Undo. Undoing takes
 * effect from the next analysis, as making one did.
 */
export function YourCorrections({
  status,
  corrections,
  onUndo,
  onRetry,
  profileTo,
  transactionsTo,
}: YourCorrectionsProps) {
  const header = (
    <PageHeader
      title="Your corrections"
      description="What you told us our analyses got wrong. Each analysis you run follows these rules."
      back={{ to: profileTo, label: 'Back to profile' }}
    />
  );

  if (status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        <SkeletonRegion label="Loading your corrections">
          <div className={styles.list}>
            {['70%', '55%', '62%'].map((width) => (
              <div key={width} className={styles.item}>
                <div className={styles.text}>
                  <Skeleton size="medium" leading="tight" width={width} />
                  <Skeleton size="small" leading="tight" width="45%" />
                </div>
                <Skeleton size="medium" leading="tight" width={vars.size.controlLarge} />
              </div>
            ))}
          </div>
        </SkeletonRegion>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.page}>
        {header}
        <Alert
          tone="error"
          actions={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {CORRECTIONS_FETCH_FAILED_MESSAGE}
        </Alert>
      </div>
    );
  }

  if (corrections.length === 0) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          bordered
          icon="check-circle"
          titleAs="h2"
          title="No corrections yet"
          description="When an analysis gets something wrong, correct it where you see it: on a transaction, a recurring charge or a fraud alert. It is listed here and every later analysis follows it."
          action={
            <Link variant="secondary" to={transactionsTo}>
              Go to transactions
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      <ul className={styles.list} aria-label="Your corrections">
        {corrections.map((correction) => (
          <CorrectionItem key={correction.id} correction={correction} onUndo={onUndo} />
        ))}
      </ul>
    </div>
  );
}

function CorrectionItem({
  correction,
  onUndo,
}: {
  correction: CorrectionListItem;
  onUndo: YourCorrectionsProps['onUndo'];
}) {
  const [state, setState] = useState<{ step: 'idle' } | { step: 'undoing' } | { step: 'failed'; message: string }>({
    step: 'idle',
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const undo = () => {
    setState({ step: 'undoing' });
    const settle = (outcome: UndoOutcome) => {
      if (!mounted.current) return;
      setState(outcome.undone ? { step: 'idle' } : { step: 'failed', message: outcome.message });
    };
    onUndo(correction.id).then(settle, () => settle({ undone: false, message: UNDO_FAILED_MESSAGE }));
  };

  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <p className={styles.description}>{correction.description}</p>
        <p className={styles.facts}>
          Made <time dateTime={correction.createdAt}>{formatDate(correction.createdAt)}</time>
          {' · '}
          {touchedText(correction.touched)}
        </p>
      </div>
      <div className={styles.undo}>
        <Button
          variant="secondary"
          size="small"
          loading={state.step === 'undoing'}
          aria-label={`${state.step === 'failed' ? 'Try again to undo' : 'Undo'}: ${correction.description}`}
          onClick={undo}
        >
          {state.step === 'failed' ? 'Try again' : 'Undo'}
        </Button>
      </div>
      {state.step === 'failed' ? (
        <p className={styles.undoFailed} role="alert">
          {state.message}
        </p>
      ) : null}
    </li>
  );
}
