#!/usr/bin/env node
// The benchmark suite arrives with its own issue; until then `npm run bench` says so and fails.
console.error('pctx: the benchmark suite is not built yet (see the benchmark issue).')
process.exit(1)
