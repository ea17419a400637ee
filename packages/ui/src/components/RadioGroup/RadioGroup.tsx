import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { ChangeEvent, FieldsetHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, hasContent, useFieldIds } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  options: ReadonlyArray<RadioOption>;
  /** The radios' shared name; generated when absent. */
  name?: string;
  /** The selected value (controlled). */
  value?: string;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

/**
 * Native radios in a fieldset with a legend. Arrow keys move the selection and Tab leaves
 * the group, as the platform does; the group's hint and error describe the fieldset.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  { label, options, name, value, defaultValue, onChange, hint, error, required, disabled, id, className, ...rest },
  ref,
) {
  const field = useFieldIds({
    id,
    hint,
    error,
    describedBy: rest['aria-describedby'] ? [rest['aria-describedby']] : undefined,
  });
  const groupName = name ?? field.controlId;
  return (
    <fieldset
      ref={ref}
      className={clsx(styles.fieldset, className)}
      disabled={disabled}
      {...rest}
      id={field.controlId}
      aria-describedby={field.describedBy}
    >
      <FieldLabel as="legend" id={field.labelId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <div className={styles.options}>
        {options.map((option, index) => {
          const optionId = `${field.controlId}-option-${index}`;
          const descriptionId = `${optionId}-description`;
          const optionDisabled = disabled || option.disabled;
          const selection =
            value !== undefined
              ? { checked: option.value === value }
              : { defaultChecked: option.value === defaultValue };
          return (
            <div key={option.value} className={styles.row}>
              <input
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                className={styles.input}
                disabled={option.disabled}
                required={required}
                aria-invalid={field.invalid || undefined}
                aria-describedby={hasContent(option.description) ? descriptionId : undefined}
                onChange={(event) => onChange?.(option.value, event)}
                {...selection}
              />
              <span className={styles.text}>
                <label htmlFor={optionId} className={clsx(styles.label, optionDisabled && styles.labelDisabled)}>
                  {option.label}
                </label>
                {hasContent(option.description) ? (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
});
