import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MOCK_USER } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { IdentitySessionProvider } from '../../IdentitySessionProvider';
import { createFakeIdentity } from '../../fakeIdentity.test-support';
import type { FakeIdentity } from '../../fakeIdentity.test-support';
import { AuthCallbackPage } from './AuthCallbackPage';

function mount(identity: FakeIdentity, timeoutMs?: number) {
  return render(
    <StrictMode>
      <IdentitySessionProvider adapter={identity} leave={() => undefined}>
        <MemoryRouter initialEntries={['/auth/callback']}>
          <Routes>
            <Route path="/auth/callback" element={<AuthCallbackPage timeoutMs={timeoutMs} />} />
            <Route path="/finance-agents" element={<p>Agents page</p>} />
            <Route path="/welcome" element={<p>Welcome page</p>} />
          </Routes>
        </MemoryRouter>
      </IdentitySessionProvider>
    </StrictMode>,
  );
}

describe('AuthCallbackPage', () => {
  it('goes to /finance-agents on signedIn', async () => {
    const identity = createFakeIdentity({ user: MOCK_USER });
    mount(identity);
    expect(screen.getByRole('heading', { name: 'Completing Sign In' })).toBeInTheDocument();
    act(() => identity.emit('signedIn'));
    expect(await screen.findByText('Agents page')).toBeInTheDocument();
  });

  it('shows the failure and goes back to /welcome', async () => {
    const identity = createFakeIdentity();
    mount(identity);
    act(() => identity.emit('tokenRefresh_failure'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
    act(() => screen.getByRole('button', { name: 'Back to Welcome Page' }).click());
    expect(await screen.findByText('Welcome page')).toBeInTheDocument();
  });

  it('times out when nobody is signed in', async () => {
    mount(createFakeIdentity(), 20);
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication timed out. Please try again.');
  });

  it('goes to /finance-agents after the timeout when signed in', async () => {
    mount(createFakeIdentity({ user: MOCK_USER }), 20);
    expect(await screen.findByText('Agents page')).toBeInTheDocument();
  });
});
