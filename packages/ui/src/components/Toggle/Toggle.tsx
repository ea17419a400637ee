import { clsx } from 'clsx';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import { isRovingKey, rovingIndex } from './roving';
import * as styles from './Toggle.css';

export { rovingIndex };

export const toggleSizes = ['small', 'medium'] as const;
export type ToggleSize = (typeof toggleSizes)[number];

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
  icon?: IconName;
}

interface ToggleBaseProps<V extends string> {
  options: readonly ToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: ToggleSize;
  /** Show only the icons; the labels stay as the options' accessible names. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Named by `label` (aria-label) or by a visible element (`labelledBy`). */
export type ToggleProps<V extends string> = ToggleBaseProps<V> &
  ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * A segmented control: one choice among a few (Table | Cards, Light | Dark). A radio group with a
 * roving tab stop: Tab enters at the selected option, arrow keys (and Home / End) move and select.
 */
export function Toggle<V extends string>({
  options,
  value,
  onChange,
  size = 'medium',
  iconOnly = false,
  fullWidth = false,
  disabled = false,
  className,
  label,
  labelledBy,
}: ToggleProps<V>) {
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!isRovingKey(event.key)) return;
    event.preventDefault();
    const next = rovingIndex(index, event.key, options.length);
    const option = options[next];
    if (!option) return;
    optionRefs.current[next]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const classes = clsx(styles.group, fullWidth && styles.fullWidth, className);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      className={classes}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              optionRefs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            className={clsx(styles.option, styles.size[size])}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.icon && <Icon name={option.icon} size="small" />}
            <span className={iconOnly && option.icon ? visuallyHidden : undefined}>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
