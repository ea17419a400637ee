import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import * as styles from './CorrectionsAppliedNote.css';

export interface CorrectionsAppliedNoteProps {
  /** How many of the user's corrections touched the result (its `corrections.applied`); 0 draws nothing. */
  count: number;
  /** "Your corrections" (/profile/corrections). */
  correctionsTo: string;
}

/** "Adjusted by 2 of your corrections", linking to them (ADR 0040): shown on a result rules touched. */
export function CorrectionsAppliedNote({ count, correctionsTo }: CorrectionsAppliedNoteProps) {
  if (count <= 0) return null;
  return (
    <p className={styles.note}>
      <Icon name="check-circle" size="small" />
      <span>
        {`Adjusted by ${count} of your corrections. `}
        <Link to={correctionsTo}>See your corrections</Link>
      </span>
    </p>
  );
}
