import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiError, type Endpoint, type RequestOf, type ResponseOf } from 'shared-contracts';

export interface CallState<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/** Runs one contract call on mount and whenever `input` changes (compared by JSON). */
export function useCall<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  enabled = true,
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
    api.call(endpoint, inputRef.current).then(
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
