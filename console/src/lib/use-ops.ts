import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, Endpoint, RequestOf, ResponseOf } from 'shared-contracts';
import { opsCall } from './ops-client';

export interface OpsState<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs one /ops read on mount and whenever its input changes (compared by JSON); the last answer stays shown while
 * the next loads, so a table does not jump when a filter changes.
 */
export function useOps<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  params?: Record<string, string | number>,
  enabled = true,
): OpsState<ResponseOf<E>> {
  const key = JSON.stringify([input, params]);
  const [state, setState] = useState<{ data: ResponseOf<E> | null; error: ApiError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  });
  const [nonce, setNonce] = useState(0);
  const latest = useRef({ input, params });
  latest.current = { input, params };
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    opsCall(endpoint, latest.current.input, latest.current.params).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: ApiError) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [endpoint, key, nonce, enabled]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
