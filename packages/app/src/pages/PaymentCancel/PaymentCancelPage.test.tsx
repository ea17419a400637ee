import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../routes/MemoryRouter.test-support';
import { PaymentCancelPage } from './PaymentCancelPage';

describe('PaymentCancelPage (spec 2, /payment/cancel)', () => {
  it('says the payment was cancelled and offers Try Again and Return to Dashboard', () => {
    render(
      <MemoryRouter initialEntries={['/payment/cancel']}>
        <PaymentCancelPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was cancelled and you have not been charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/credits/purchase');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
