import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle, rovingIndex } from './Toggle';

describe('rovingIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(rovingIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(rovingIndex(2, 'ArrowRight', 3)).toBe(0);
    expect(rovingIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(rovingIndex(0, 'ArrowLeft', 3)).toBe(2);
    expect(rovingIndex(1, 'ArrowUp', 3)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(rovingIndex(1, 'Home', 3)).toBe(0);
    expect(rovingIndex(1, 'End', 3)).toBe(2);
  });

  it('handles one option and none', () => {
    expect(rovingIndex(0, 'ArrowRight', 1)).toBe(0);
    expect(rovingIndex(0, 'ArrowLeft', 1)).toBe(0);
    expect(rovingIndex(0, 'End', 0)).toBe(-1);
  });
});

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('light');
  return (
    <Toggle
      label="Theme"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      options={[
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
        { value: 'system', label: 'System' },
      ]}
    />
  );
}

describe('Toggle', () => {
  it('is a named radio group with one tab stop on the selected option', () => {
    render(<Controlled onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('radio', { name: 'System' })).toHaveAttribute('tabindex', '-1');
  });

  it('puts the tab stop on the first option when the value matches none', () => {
    render(
      <Toggle
        label="View"
        value="unknown"
        onChange={vi.fn()}
        options={[
          { value: 'table', label: 'Table' },
          { value: 'cards', label: 'Cards' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Table' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Table' })).toHaveAttribute('aria-checked', 'false');
  });

  it('selects with arrow keys and moves the tab stop along', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    const system = screen.getByRole('radio', { name: 'System' });
    expect(system).toHaveFocus();
    expect(system).toHaveAttribute('aria-checked', 'true');
    expect(system).toHaveAttribute('tabindex', '0');
    expect(onChange).toHaveBeenLastCalledWith('system');
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('light');
  });

  it('does not report a change when the selected option is clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
