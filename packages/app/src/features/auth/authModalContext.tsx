import { createContext, useContext } from 'react';

/** The five views of the auth modal (product 2). */
export type AuthView = 'signin' | 'signup' | 'forgot' | 'confirm' | 'reset';

/** Opens the auth modal from anywhere (the welcome page's "Continue with Email", for instance). */
export interface AuthModalControls {
  open: (view?: AuthView) => void;
}

export const AuthModalContext = createContext<AuthModalControls | null>(null);

export function useAuthModal(): AuthModalControls {
  const controls = useContext(AuthModalContext);
  if (!controls) throw new Error('useAuthModal must be used inside the AuthModalProvider');
  return controls;
}
