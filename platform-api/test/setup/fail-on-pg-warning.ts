import { concurrentQueryError, watchPgWarnings } from './pg-warnings';

// Every API test fails when pg warned of concurrent queries on one connection while it ran (pg-warnings.ts).
const watch = watchPgWarnings();
afterEach(async () => {
  // The warning is emitted on the next tick after the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const seen = watch.take();
  if (seen.length) throw concurrentQueryError(seen);
});
