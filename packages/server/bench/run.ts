import { analysisSuite } from '../../analysis/bench/analysis.suite';
import { runSuites } from '../../analysis/bench/table';
import { apiSuite } from './api.suite';
import { eventLoopSuite } from './eventLoop.suite';
import { hotPathSuite } from './hotPath.suite';

/**
 * `npm run bench`: the analysis suite (packages/analysis/bench), the API suite and the hot-path suite
 * (the authenticated API on PostgreSQL beside a bare Fastify route) and the event-loop suite (the API's
 * latency while a 1M-transaction analysis runs in its process), each printing its tables.
 * Pass suite names to run only some: `npm run bench -- api hotpath`.
 */
await runSuites([analysisSuite, apiSuite, hotPathSuite, eventLoopSuite], process.argv.slice(2));
