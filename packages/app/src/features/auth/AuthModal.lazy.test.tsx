import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthModalProvider } from './AuthModal';
import { useAuthModal } from './authModalContext';
import { createFakeIdentity } from './fakeIdentity.test-support';

function Opener() {
  const authModal = useAuthModal();
  return (
    <button type="button" onClick={() => authModal.open()}>
      Sign in
    </button>
  );
}

/**
 * The auth modal's code (machine, views, xstate) is not part of the first page: it downloads when
 * the modal first opens, together with the identity library (the adapter's preload).
 */
describe('AuthModalProvider, first opening', () => {
  it('loads the modal when it opens, asks the adapter to preload, and then shows the dialog', async () => {
    const preload = vi.fn();
    render(
      <AuthModalProvider adapter={createFakeIdentity({ overrides: { preload } })}>
        <Opener />
      </AuthModalProvider>,
    );
    expect(preload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(preload).toHaveBeenCalledTimes(1);
    // Nothing is drawn until the chunk has arrived.
    expect(screen.queryByRole('dialog')).toBeNull();
    // The first import transforms the machine and views: under a loaded machine that takes over
    // findBy's default second, so wait for the condition longer (never a fixed sleep).
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 15_000 })).toBeInTheDocument();

    // Later openings draw at once.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
