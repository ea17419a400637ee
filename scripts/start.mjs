// `npm start`. Until the server lands (issue 7) this builds the app in demo mode, where MSW in the
// browser answers every API call from mocks/, and serves it on http://localhost:8080.
import { spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const build = spawnSync('npx', ['vite', 'build', '--mode', 'demo'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nLedgerlight (demo mode: the API is simulated in your browser by MSW) on http://localhost:${port}\n`);
const serve = spawnSync(
  'npx',
  ['vite', 'preview', '--mode', 'demo', '--port', port, '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'inherit',
  },
);
process.exit(serve.status ?? 0);
