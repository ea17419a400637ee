import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_VIEW_SWITCH_MS } from '@ledgerlight/contract';
import { AuthModalProvider, loadAuthModal } from './AuthModal';
import { useAuthModal } from './authModalContext';
import type { AuthView } from './authModalContext';
import { createInMemoryIdentity } from './inMemoryIdentity.test-support';
import type { InMemoryIdentity } from './inMemoryIdentity.test-support';

const ADA = { email: 'ada@example.com', password: 'Correct-horse1', confirmed: true };
const NEW_USER = { email: 'new@example.com', password: 'Abcdef1!', confirmed: false };

function Opener({ view, label }: { view?: AuthView; label: string }) {
  const authModal = useAuthModal();
  return (
    <button type="button" onClick={() => authModal.open(view)}>
      {label}
    </button>
  );
}

function renderProvider(identity: InMemoryIdentity = createInMemoryIdentity({ accounts: [ADA, NEW_USER] })) {
  const onSignedIn = vi.fn();
  render(
    <AuthModalProvider adapter={identity} onSignedIn={onSignedIn}>
      <Opener label="Sign in" />
      <Opener label="Reset" view="reset" />
      <Opener label="Confirm" view="confirm" />
    </AuthModalProvider>,
  );
  return { identity, onSignedIn };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

/** Lets the fake provider's promise settle and React render the result. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

// The modal's code is its own chunk (AuthModal.lazy.test.tsx covers the first opening): load it
// once, so that these tests drive the modal itself with fake timers.
beforeAll(async () => {
  await loadAuthModal();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthModalProvider', () => {
  it('renders nothing until open(view), then the dialog named by the view title', () => {
    renderProvider();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(input('Email')).toHaveFocus();
  });

  it('restarts on the asked view when opened again', () => {
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    });
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('dialog', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    renderProvider();
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a successful sign-in reports the result and closes the modal', async () => {
    const { onSignedIn } = renderProvider();
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    type('Email', ADA.email);
    type('Password', ADA.password);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.submit(input('Password').closest('form') as HTMLFormElement);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toHaveAttribute('aria-busy', 'true');
    await settle();
    expect(onSignedIn).toHaveBeenCalledWith({ email: ADA.email, rememberMe: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('shows the mapped provider error', async () => {
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    type('Email', ADA.email);
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it('after a confirmation, switches to sign in at 2000 ms, not at 1999 ms', async () => {
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    type('Email', NEW_USER.email);
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Email confirmed successfully! You can now sign in.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_VIEW_SWITCH_MS - 1);
    });
    expect(screen.getByRole('dialog', { name: 'Confirm Email' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(input('Email')).toHaveValue(NEW_USER.email);
    expect(input('Email')).toHaveFocus();
  });

  it('after a reset, switches to sign in at 2000 ms, not at 1999 ms', async () => {
    const { identity } = renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    type('Email', ADA.email);
    type('Reset code', '123456');
    type('New password', 'New-password1');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully!');
    expect(identity.accounts.get(ADA.email)?.password).toBe('New-password1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_VIEW_SWITCH_MS - 1);
    });
    expect(screen.getByRole('dialog', { name: 'Set New Password' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
