import { forwardRef, useState } from 'react';
import { Button } from '../Button/Button';
import { InputField } from '../TextField/TextField';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'leadingIcon' | 'autoComplete'> {
  /** `current-password` to sign in, `new-password` to sign up or reset (lets managers suggest one). */
  autoComplete?: PasswordAutoComplete;
  /** Starts with the password shown. */
  defaultVisible?: boolean;
}

/**
 * A TextField of type password with a show/hide button whose name says what pressing it does
 * ("Show password" / "Hide password"). No `aria-pressed`: with a changing name it would announce
 * "Hide password, pressed", which contradicts itself.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { autoComplete = 'current-password', defaultVisible = false, disabled, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <InputField
      ref={ref}
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <Button
          variant="ghost"
          size="small"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    />
  );
});
