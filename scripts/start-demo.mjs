// `npm run start:demo`: the MSW demo. No server runs: the app is built in demo mode, where MSW in the
// browser answers every API call and a mock user pool handles sign-up and sign-in (code 123456),
// and vite preview serves it on http://localhost:8080 (PORT). The real product is `npm start`.
import { spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const outDir = '.tsbuild/demo';
const build = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nLedgerlight demo (the API is simulated in your browser by MSW) on http://localhost:${port}\n`);
const serve = spawnSync(
  'npx',
  ['vite', 'preview', '--mode', 'demo', '--outDir', outDir, '--port', port, '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'inherit' },
);
process.exit(serve.status ?? 0);
