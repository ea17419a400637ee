import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** A first option with an empty value ("Choose a category"); with `required` it must be changed. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the field's outer wrapper (the select takes `className`). */
  fieldClassName?: string;
}

/** A styled native select: keyboard, screen reader and mobile pickers behave as the platform does. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, id, required, disabled, className, fieldClassName, ...rest },
  ref,
) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      disabled={disabled}
      className={fieldClassName}
      describedBy={rest['aria-describedby'] ? [rest['aria-describedby']] : undefined}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select ref={ref} className={clsx(styles.select, className)} {...rest} {...control}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            className={styles.chevron}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m5 7.5 5 5 5-5" />
          </svg>
        </div>
      )}
    </Field>
  );
});
