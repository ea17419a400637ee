import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, hasContent, useFieldIds } from '../Field/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  /** Secondary text under the label, read as the checkbox's description. */
  description?: ReactNode;
  error?: ReactNode;
  /** Class of the outer wrapper (the input takes `className`). */
  fieldClassName?: string;
}

/** A native checkbox with its label beside it, an optional description and an error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, id, disabled, className, fieldClassName, ...rest },
  ref,
) {
  const field = useFieldIds({
    id,
    hint: description,
    error,
    describedBy: rest['aria-describedby'] ? [rest['aria-describedby']] : undefined,
  });
  return (
    <div className={clsx(styles.root, fieldClassName)}>
      <div className={styles.row}>
        <input
          ref={ref}
          type="checkbox"
          className={clsx(styles.input, className)}
          disabled={disabled}
          {...rest}
          id={field.controlId}
          aria-describedby={field.describedBy}
          aria-invalid={field.invalid || undefined}
        />
        <span className={styles.text}>
          <label htmlFor={field.controlId} className={clsx(styles.label, disabled && styles.labelDisabled)}>
            {label}
          </label>
          {hasContent(description) ? (
            <span id={field.hintId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
});
