// pg warns "Calling client.query() when the client is already executing a query" when two statements are sent on one
// connection at once (an error from pg 9). The API tests fail on it: the template's preparation (global-hooks.ts) and
// every test (fail-on-pg-warning.ts). Node emits a deprecation once per process, so the first one is what is caught.
const CONCURRENT_QUERY = /already executing a query/;

/** Starts recording pg's concurrent-query warnings; `take` returns (and clears) what was seen. */
export function watchPgWarnings() {
  const seen: string[] = [];
  const on = (w: Error) => {
    if (CONCURRENT_QUERY.test(w.message)) seen.push(w.stack ?? w.message);
  };
  process.on('warning', on);
  return {
    take: () => seen.splice(0),
    stop: () => process.off('warning', on),
  };
}

export const concurrentQueryError = (seen: readonly string[]) =>
  new Error(`Two queries ran at once on one connection (pg's warning):\n${seen.join('\n')}`);
