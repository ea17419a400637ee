import { analysisSuite } from '../../analysis/bench/analysis.suite';
import { runSuites } from '../../analysis/bench/table';
import { apiSuite } from './api.suite';

/**
 * `npm run bench`: the analysis suite (packages/analysis/bench) and then the API suite, each printing
 * its tables. Pass suite names to run only some: `npm run bench -- api`.
 */
await runSuites([analysisSuite, apiSuite], process.argv.slice(2));
