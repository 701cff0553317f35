import { fuzzSuite } from './fixtures/fuzz-suite.ts';

/** Malformed input on every route (fixtures/fuzz-suite.ts), the routes' shard 2 of 2. */
fuzzSuite(1, 2);
