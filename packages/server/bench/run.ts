import { analysisSuite } from '../../analysis/bench/analysis.suite';
import { runSuites } from '../../analysis/bench/table';
import { apiSuite } from './api.suite';
import { capacitySuite } from './capacity.suite';
import { eventLoopSuite } from './eventLoop.suite';
import { hotPathSuite } from './hotPath.suite';

/**
 * `npm run bench`: the analysis suite (packages/analysis/bench), the API suite and the hot-path suite
 * (the authenticated API on PostgreSQL beside a bare Fastify route) and the event-loop suite (the API's
 * latency while a 1M-transaction analysis runs in its process) and the capacity suite (a burst of
 * 1,000 runs on 1, 2 and 4 worker processes), each printing its tables.
 * Pass suite names to run only some: `npm run bench -- api hotpath`.
 */
await runSuites([analysisSuite, apiSuite, hotPathSuite, eventLoopSuite, capacitySuite], process.argv.slice(2));
