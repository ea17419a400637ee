import { useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { withChunkTimeout } from '@ledgerlight/ui';
import type { AuthModalOutput } from './authModal.machine';
import { AuthModalContext } from './authModalContext';
import type { AuthModalControls, AuthView } from './authModalContext';
import type { AuthModalProps } from './AuthModalDialog';
import type { IdentityAdapter } from './identity';

type AuthModalComponent = ComponentType<AuthModalProps>;

let loadedModal: AuthModalComponent | undefined;
let loadingModal: Promise<AuthModalComponent> | undefined;

/**
 * Loads the auth modal's code (its machine, views and xstate, AuthModalDialog.tsx): when the modal
 * first opens, or ahead of that. Once loaded, the modal opens at once. A failed download is tried
 * again by the next call.
 */
export function loadAuthModal(): Promise<AuthModalComponent> {
  loadingModal ??= withChunkTimeout(() => import('./AuthModalDialog')).then(
    (module) => {
      loadedModal = module.AuthModal;
      return module.AuthModal;
    },
    (error: unknown) => {
      loadingModal = undefined;
      throw error;
    },
  );
  return loadingModal;
}

/** The modal, or nothing while its code downloads; a failed download reaches the route's error element. */
function LazyAuthModal(props: AuthModalProps) {
  const [Modal, setModal] = useState<AuthModalComponent | undefined>(() => loadedModal);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (Modal) return undefined;
    let active = true;
    loadAuthModal().then(
      (loaded) => {
        if (active) setModal(() => loaded);
      },
      (error: unknown) => {
        if (active) setFailure({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [Modal]);
  if (failure) throw failure.error;
  return Modal ? <Modal {...props} /> : null;
}

export interface AuthModalProviderProps {
  /** The identity adapter the modal's operations run on. */
  adapter: IdentityAdapter;
  children: ReactNode;
  /** Passed to the modal: where codes arrive when the identity provider runs locally. */
  localMailboxUrl?: string;
  /** Called after a successful sign-in, before the modal closes. */
  onSignedIn?: (result: AuthModalOutput) => void;
}

/**
 * Supplies `useAuthModal()` and renders the modal. `open(view)` opens it on that view (sign in by
 * default), or restarts it there when it is already open; each opening starts a fresh machine.
 * Closing unmounts it, and the Modal gives focus back to the control that opened it.
 */
export function AuthModalProvider({ adapter, children, localMailboxUrl, onSignedIn }: AuthModalProviderProps) {
  const [opened, setOpened] = useState<{ view: AuthView; serial: number } | null>(null);
  const controls = useMemo<AuthModalControls>(
    () => ({
      open: (view = 'signin') => setOpened((current) => ({ view, serial: (current?.serial ?? 0) + 1 })),
    }),
    [],
  );
  const close = useMemo(() => () => setOpened(null), []);
  // The modal's operations need the identity library: fetch it while the visitor types.
  const isOpen = opened !== null;
  useEffect(() => {
    if (isOpen) adapter.preload?.();
  }, [adapter, isOpen]);
  return (
    <AuthModalContext.Provider value={controls}>
      {children}
      {opened && (
        <LazyAuthModal
          key={opened.serial}
          adapter={adapter}
          initialView={opened.view}
          localMailboxUrl={localMailboxUrl}
          onClose={close}
          onSignedIn={onSignedIn}
        />
      )}
    </AuthModalContext.Provider>
  );
}
