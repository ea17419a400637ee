import { analysisSuite } from './analysis.suite';
import { formatTable } from './table';
import type { BenchSuite } from './table';

/**
 * `npm run bench`: runs every suite in order and prints its tables. Another package adds its figures
 * by exporting a BenchSuite and listing it here (or by passing suite names: `npm run bench -- analysis`).
 */
const SUITES: readonly BenchSuite[] = [analysisSuite];

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const started = performance.now();
  for (const suite of SUITES.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
    const t0 = performance.now();
    for (const table of await suite.run()) process.stdout.write(`${formatTable(table)}\n`);
    process.stdout.write(`\n[${suite.name}] ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  process.stdout.write(
    `\nbench finished in ${((performance.now() - started) / 1000).toFixed(1)} s on Node ${process.version}\n`,
  );
}

await main();
