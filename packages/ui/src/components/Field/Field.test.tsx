import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';
import { Field, hasContent, joinIds } from './Field';

describe('joinIds', () => {
  it('joins the ids present, or gives undefined', () => {
    expect(joinIds(['a', undefined, false, '', 'b'])).toBe('a b');
    expect(joinIds([undefined, false])).toBeUndefined();
  });
});

describe('hasContent', () => {
  it('treats empty values as no message', () => {
    expect(hasContent(undefined)).toBe(false);
    expect(hasContent(null)).toBe(false);
    expect(hasContent(false)).toBe(false);
    expect(hasContent('')).toBe(false);
    expect(hasContent('Required')).toBe(true);
    expect(hasContent(0)).toBe(true);
  });
});

describe('Field', () => {
  it('labels the control and describes it by error then hint', () => {
    render(
      <Field label="Email" hint="We never share it." error="Enter an email" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter an email We never share it.');
    // The asterisk is decoration: the name stays "Email".
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the error region mounted so that a new error is announced', () => {
    const { rerender, container } = render(<Field label="Email">{(control) => <input {...control} />}</Field>);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');

    rerender(
      <Field label="Email" error="Enter an email">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Error: Enter an email');
  });

  it('uses a given id and keeps a caller describedby', () => {
    render(<TextField id="email" label="Email" hint="Hint" aria-describedby="extra" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint extra');
  });

  it('gives every field its own ids', () => {
    render(
      <>
        <TextField label="First" hint="One" />
        <TextField label="Second" hint="Two" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('One');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Two');
  });
});

describe('form controls forward their ref to the native element', () => {
  it('TextField, PasswordField, Select, Checkbox and Textarea', () => {
    const text = createRef<HTMLInputElement>();
    const password = createRef<HTMLInputElement>();
    const select = createRef<HTMLSelectElement>();
    const checkbox = createRef<HTMLInputElement>();
    const textarea = createRef<HTMLTextAreaElement>();
    render(
      <>
        <TextField ref={text} label="Name" />
        <PasswordField ref={password} label="Password" />
        <Select ref={select} label="Category" options={[{ value: 'general', label: 'General question' }]} />
        <Checkbox ref={checkbox} label="Remember me" />
        <Textarea ref={textarea} label="Description" />
      </>,
    );
    expect(text.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(password.current).toHaveAttribute('type', 'password');
    expect(select.current).toBe(screen.getByRole('combobox', { name: 'Category' }));
    expect(checkbox.current).toBe(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(textarea.current).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });
});
