// The entry of an analysis thread (analysisPool.ts). The server runs as TypeScript through tsx, both
// under `npm start` / `npm run worker` (node --import tsx) and under vitest, and a new thread does not
// share its parent's module loader: it registers tsx's loader itself, then loads the typed thread.
import { register } from 'tsx/esm/api';

register();
await import('./analysisThread.ts');
