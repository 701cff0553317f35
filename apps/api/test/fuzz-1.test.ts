import { fuzzSuite } from './fixtures/fuzz-suite.ts';

/** Malformed input on every route (fixtures/fuzz-suite.ts), the routes' shard 1 of 2. */
fuzzSuite(0, 2);
