import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Field.css';

/**
 * Field: the label, hint and error wiring every form control shares.
 *
 * - ids come from React's `useId` unless the caller passes `id`;
 * - the control is described by its error (first) and its hint (`aria-describedby`);
 * - an error sets `aria-invalid` and is announced: it renders inside a polite live region
 *   that is always present, so that a message appearing after validation is read out;
 * - `required` shows a visual asterisk (hidden from assistive technology, which hears the
 *   native `required` state instead).
 */

export interface FieldMessageProps {
  /** Help text shown under the label and read as part of the control's description. */
  hint?: ReactNode;
  /** Validation message. Its presence marks the control invalid. */
  error?: ReactNode;
}

export interface FieldIdsOptions extends FieldMessageProps {
  /** A caller-chosen id for the control; generated when absent. */
  id?: string;
  /** Further ids that describe the control (a character count, an option's description). */
  describedBy?: ReadonlyArray<string | undefined>;
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  /** The `aria-describedby` value: error, hint, then any extra ids; undefined when empty. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** True when a message is worth rendering (not undefined, null, false or an empty string). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Joins the ids that exist into an `aria-describedby` value. */
export function joinIds(ids: ReadonlyArray<string | false | undefined>): string | undefined {
  const present = ids.filter((value): value is string => typeof value === 'string' && value.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Generates the ids of a field and the `aria-describedby` value of its control. */
export function useFieldIds({ id, hint, error, describedBy = [] }: FieldIdsOptions): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy: joinIds([invalid && errorId, hasContent(hint) && hintId, ...describedBy]),
    invalid,
  };
}

export interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** `legend` for a group of controls inside a fieldset. */
  as?: 'label' | 'legend';
  className?: string;
  children: ReactNode;
}

export function FieldLabel({ htmlFor, id, required, disabled, as = 'label', className, children }: FieldLabelProps) {
  const classes = clsx(as === 'legend' ? styles.legend : styles.label, disabled && styles.labelDisabled, className);
  const content = (
    <>
      {children}
      {required ? (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  if (as === 'legend') {
    return (
      <legend id={id} className={classes}>
        {content}
      </legend>
    );
  }
  return (
    <label id={id} htmlFor={htmlFor} className={classes}>
      {content}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The error slot: a live region that is always mounted, holding the message when there is one. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <div className={styles.errorSlot} aria-live="polite" aria-atomic="true">
      {hasContent(children) ? (
        <p id={id} className={styles.error}>
          <svg
            className={styles.errorIcon}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 9a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5Z"
            />
          </svg>
          <span>
            <span className={visuallyHidden}>Error:</span> {children}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** The props a control receives from `Field` to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

export interface FieldProps extends FieldIdsOptions {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Rendered after the control and before the error (a character count, for instance). */
  after?: ReactNode;
  /** Renders the control with the wiring it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, control, error: the layout of every single-control field. */
export function Field({ label, hint, error, required, disabled, className, after, children, ...ids }: FieldProps) {
  const field = useFieldIds({ ...ids, hint, error });
  return (
    <div className={clsx(styles.root, className)}>
      <FieldLabel htmlFor={field.controlId} id={field.labelId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {children({
        id: field.controlId,
        'aria-describedby': field.describedBy,
        'aria-invalid': field.invalid || undefined,
        required,
        disabled,
      })}
      {after}
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
