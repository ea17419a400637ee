import { analysisSuite } from './analysis.suite';
import { runSuites } from './table';

/**
 * The analysis figures alone (`tsx packages/analysis/bench/run.ts`). `npm run bench` runs
 * packages/server/bench/run.ts, which adds the API suite after this one; analysis cannot import the
 * server, so suites of other packages are listed there.
 */
await runSuites([analysisSuite], process.argv.slice(2));
