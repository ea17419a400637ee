import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { HTMLInputTypeAttribute, InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '../Field/Field';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'number', 'search', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'>;

export interface InputFieldProps extends NativeInputProps {
  label: ReactNode;
  type: HTMLInputTypeAttribute;
  hint?: ReactNode;
  error?: ReactNode;
  /** Decorative icon at the input's start (hidden from assistive technology). */
  leadingIcon?: ReactNode;
  /** An interactive control at the input's end (PasswordField's show/hide button). */
  trailing?: ReactNode;
  /** Class of the field's outer wrapper (the input takes `className`). */
  fieldClassName?: string;
}

/**
 * The labelled input behind TextField and PasswordField. Use one of those; this one exists
 * so that PasswordField can set `type="password"` and add its toggle without repeating TextField.
 */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, hint, error, id, required, disabled, leadingIcon, trailing, className, fieldClassName, ...rest },
  ref,
) {
  const classes = clsx(
    styles.input,
    leadingIcon != null && styles.withLeading,
    trailing != null && styles.withTrailing,
    className,
  );
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
          {leadingIcon != null ? (
            <span className={styles.leading} aria-hidden="true">
              {leadingIcon}
            </span>
          ) : null}
          <input ref={ref} className={classes} {...rest} {...control} />
          {trailing != null ? <span className={styles.trailing}>{trailing}</span> : null}
        </div>
      )}
    </Field>
  );
});

export interface TextFieldProps extends Omit<InputFieldProps, 'type' | 'trailing'> {
  /** One of the text-like input types; `text` unless told otherwise. */
  type?: TextFieldType;
}

/**
 * A labelled text input with hint, error and an optional leading icon. Native attributes
 * (`inputMode`, `maxLength`, `pattern`, `autoComplete`, `value`, `onChange`...) pass through.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', ...rest },
  ref,
) {
  return <InputField ref={ref} type={type} {...rest} />;
});
