import { clsx } from 'clsx';
import { pluralNoun } from '@ledgerlight/contract';
import { forwardRef, useEffect, useId, useState } from 'react';
import type { ChangeEvent, ReactNode, TextareaHTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Field } from '../Field/Field';
import * as styles from './Textarea.css';

/** How long typing must pause before the remaining count is announced. */
export const COUNT_ANNOUNCE_DELAY_MS = 500;

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the field's outer wrapper (the textarea takes `className`). */
  fieldClassName?: string;
}

/** "1 character remaining", "12 characters remaining". */
export function remainingMessage(remaining: number): string {
  return `${remaining} ${pluralNoun(remaining, 'character', 'characters')} remaining`;
}

/**
 * A labelled multi-line input. With `maxLength` it shows a character count; screen readers hear
 * the remaining count when the field is focused and, politely, once typing pauses.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    hint,
    error,
    id,
    required,
    disabled,
    maxLength,
    rows = 4,
    value,
    defaultValue,
    onChange,
    className,
    fieldClassName,
    ...rest
  },
  ref,
) {
  const countId = `${useId()}-count`;
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const length = (value !== undefined ? String(value) : typed).length;
  const [announcedLength, setAnnouncedLength] = useState(length);
  const hasLimit = maxLength !== undefined && maxLength > 0;

  useEffect(() => {
    if (!hasLimit) return undefined;
    const timer = setTimeout(() => setAnnouncedLength(length), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasLimit, length]);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setTyped(event.target.value);
    onChange?.(event);
  }

  const count = hasLimit ? (
    <>
      <p className={clsx(styles.count, length >= maxLength && styles.countFull)} aria-hidden="true">
        {length} / {maxLength}
      </p>
      <p id={countId} className={visuallyHidden} aria-live="polite">
        {remainingMessage(Math.max(0, maxLength - announcedLength))}
      </p>
    </>
  ) : null;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      disabled={disabled}
      className={fieldClassName}
      describedBy={[rest['aria-describedby'], hasLimit ? countId : undefined]}
      after={count}
    >
      {(control) => (
        <textarea
          ref={ref}
          className={clsx(styles.textarea, className)}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={handleChange}
          {...rest}
          {...control}
        />
      )}
    </Field>
  );
});
