import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_ANNOUNCE_DELAY_MS, Textarea, remainingMessage } from './Textarea';

describe('remainingMessage', () => {
  it('uses the singular for one', () => {
    expect(remainingMessage(1)).toBe('1 character remaining');
    expect(remainingMessage(0)).toBe('0 characters remaining');
    expect(remainingMessage(12)).toBe('12 characters remaining');
  });
});

describe('Textarea character count', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('updates the visible count at once and announces the remaining count after a pause', () => {
    render(<Textarea label="Description" maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('10 characters remaining');

    fireEvent.change(textarea, { target: { value: 'abc' } });
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    expect(screen.getByText('10 characters remaining')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1);
    });
    fireEvent.change(textarea, { target: { value: 'abcd' } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1);
    });
    // Still typing: nothing announced yet.
    expect(screen.getByText('10 characters remaining')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('6 characters remaining')).toHaveAttribute('aria-live', 'polite');
  });

  it('counts a controlled value and calls onChange', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Textarea label="Description" maxLength={20} value="hello" onChange={onChange} />);
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'hello!' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<Textarea label="Description" maxLength={20} value="hello!" onChange={onChange} />);
    expect(screen.getByText('6 / 20')).toBeInTheDocument();
  });

  it('shows no count without maxLength', () => {
    render(<Textarea label="Description" hint="What happened?" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('What happened?');
    expect(screen.queryByText(/characters remaining/)).not.toBeInTheDocument();
  });
});
