import { createContext, useContext } from 'react';
import type { SaveCorrection } from './CorrectionControl';

/**
 * How the page hosting a result or a list stores a correction (ADR 0040). The result pages of the app
 * provide it; without it (a result shown on its own, a shared link) no correction control is drawn.
 */
const SaveCorrectionContext = createContext<SaveCorrection | null>(null);
export const SaveCorrectionProvider = SaveCorrectionContext.Provider;

/** The page's way to store a correction, or null where corrections cannot be made. */
export function useSaveCorrection(): SaveCorrection | null {
  return useContext(SaveCorrectionContext);
}
