import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSuccess } from './PaymentSuccess';

function success(redirectSeconds: number) {
  return <PaymentSuccess state="success" credits={5} amountCents={1400} redirectSeconds={redirectSeconds} />;
}

describe('PaymentSuccess redirect countdown (announced once)', () => {
  it('announces the first count once; the visible countdown moves outside the live region', () => {
    const { rerender, container } = render(success(3));
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent(/^Redirecting to your dashboard in 3 seconds\.$/);
    expect(screen.getByText('Redirecting to your dashboard in 3 seconds...')).toHaveAttribute('aria-hidden', 'true');

    rerender(success(2));
    rerender(success(1));
    expect(screen.getByText('Redirecting to your dashboard in 1 second...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(live);
    expect(live).toHaveTextContent(/^Redirecting to your dashboard in 3 seconds\.$/);
    // One live region on the page, and the countdown is not inside it.
    expect(container.querySelectorAll('[role="status"], [aria-live]')).toHaveLength(1);
    expect(live).not.toContainElement(screen.getByText(/in 1 second\.\.\.$/));
  });
});
