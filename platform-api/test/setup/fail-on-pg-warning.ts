import { concurrentQueryError, watchPgWarnings } from './pg-warnings';

// Every API test fails when pg warned of concurrent queries on one connection while it ran (pg-warnings.ts). No wait
// here: a test may run under fake timers or in jsdom; a warning from a test's last statement fails the next test.
const watch = watchPgWarnings();
afterEach(() => {
  const seen = watch.take();
  if (seen.length) throw concurrentQueryError(seen);
});
