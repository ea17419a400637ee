import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPendingStart, savePendingStart } from '../../../agents/pendingStart';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { PaymentCancelPage } from './PaymentCancelPage';

describe('PaymentCancelPage (product 2, /payment/cancel)', () => {
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

  it('drops the start kept for the Buy Credits way back: only a successful payment returns with it', () => {
    savePendingStart({
      agentId: 'budget_builder',
      config: { selectedAccounts: ['acc-1'], annualIncome: '', zipcode: '' },
    });
    expect(readPendingStart()).toBeDefined();
    render(
      <MemoryRouter initialEntries={['/payment/cancel']}>
        <PaymentCancelPage />
      </MemoryRouter>,
    );
    expect(readPendingStart()).toBeUndefined();
  });
});
