import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiError, type Endpoint, type RequestOf, type ResponseOf } from 'shared-contracts';

export interface CallState<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
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

/**
 * Runs one contract call on mount and whenever `input` changes (compared by JSON). With `shared`, components
 * anywhere on the page asking for the same read get one request (e.g. the vendor lanes of the nav and the lobby).
 */
export function useCall<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  enabled = true,
  shared = false,
): CallState<ResponseOf<E>> {
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ data: ResponseOf<E> | null; error: ApiError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  });
  const [nonce, setNonce] = useState(0);
  const inputRef = useRef(input);
  inputRef.current = input;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    (shared && nonce === 0 ? callShared(endpoint, inputRef.current, key) : api.call(endpoint, inputRef.current)).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: ApiError) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [endpoint, key, nonce, enabled, shared]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
