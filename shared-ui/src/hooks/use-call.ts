import { useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  session,
  type ApiError,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
  type SessionKey,
  type SessionValues,
} from 'shared-contracts';

export interface CallState<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** `data` is the kept answer of an earlier page (`keep`) and the refresh has not answered yet (absent: fresh). */
  stale?: boolean;
  reload: () => void;
}

/** Answers shared across every package on the page (shared-ui is a federation singleton). */
const sharedCalls = new Map<string, Promise<unknown>>();

/** One request per (path, input) for the page: a failure is forgotten so the next attempt asks again. */
function callShared<E extends Endpoint>(endpoint: E, input: RequestOf<E>, key: string): Promise<ResponseOf<E>> {
  const id = `${endpoint.method} ${endpoint.path} ${key}`;
  let p = sharedCalls.get(id) as Promise<ResponseOf<E>> | undefined;
  if (!p) {
    p = api.call(endpoint, input);
    sharedCalls.set(id, p);
    p.catch(() => sharedCalls.delete(id));
  }
  return p;
}

/** Session keys that keep a read's answer (SPEC §3's gameVendor and HOT_GAMES, our gameMenu and headerState). */
export type KeepKey = {
  [K in SessionKey]: SessionValues[K] extends { key: string; data: unknown } ? K : never;
}[SessionKey];

/** The kept answer to this request, if the session has one. */
function keptAnswer<T>(keep: KeepKey | undefined, id: string): T | null {
  if (!keep) return null;
  const kept = session.get(keep);
  return kept && typeof kept === 'object' && kept.key === id ? (kept.data as T) : null;
}

/**
 * Runs one contract call on mount and whenever `input` changes (compared by JSON). With `shared`, components
 * anywhere on the page asking for the same read get one request (e.g. the vendor lanes of the nav and the lobby).
 * With `keep`, the last answer is kept in the session under that key: the next page starts from it (not loading,
 * so no skeleton and no jump) while the call refreshes it; `stale` says so until the refresh answers.
 */
export function useCall<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  enabled = true,
  shared = false,
  keep?: KeepKey,
): CallState<ResponseOf<E>> {
  const key = JSON.stringify(input);
  const id = `${endpoint.method} ${endpoint.path} ${key}`;
  const [state, setState] = useState<Omit<CallState<ResponseOf<E>>, 'reload'>>(() => {
    const kept = enabled ? keptAnswer<ResponseOf<E>>(keep, id) : null;
    return { data: kept, error: null, loading: enabled && !kept, stale: !!kept };
  });
  const [nonce, setNonce] = useState(0);
  const inputRef = useRef(input);
  inputRef.current = input;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const kept = keptAnswer<ResponseOf<E>>(keep, id);
    setState((s) =>
      kept ? { data: kept, error: null, loading: false, stale: true } : { ...s, loading: true, error: null },
    );
    (shared && nonce === 0 ? callShared(endpoint, inputRef.current, key) : api.call(endpoint, inputRef.current)).then(
      (data) => {
        if (keep) session.set(keep, { key: id, data });
        if (live) setState({ data, error: null, loading: false, stale: false });
      },
      (error: ApiError) => live && setState({ data: kept, error: kept ? null : error, loading: false, stale: false }),
    );
    return () => {
      live = false;
    };
  }, [endpoint, key, id, nonce, enabled, shared, keep]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
