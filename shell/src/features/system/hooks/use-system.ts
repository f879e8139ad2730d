import { useCallback, useEffect, useState } from 'react';
import type { PermissionConfig } from 'shared-contracts';
import { fetchPermissionConfig } from '../api/fetch-permission-config';
import { getSystemStatus } from '../api/get-system-status';

export type SystemState =
  { phase: 'loading' } | { phase: 'failed'; retry: () => void } | { phase: 'ready'; config: PermissionConfig };

/** Status and permission config, fetched in parallel before anything renders (SPEC §4). */
async function loadSystem(): Promise<PermissionConfig> {
  const [status, config] = await Promise.all([getSystemStatus(), fetchPermissionConfig()]);
  return { ...config, status: status.status, location: { ...config.location, ip: status.ip } };
}

/** Loads the system config once; a failure exposes `retry` instead of a blank page. */
export function useSystem(): SystemState {
  const [state, setState] = useState<SystemState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    loadSystem().then(
      (config) => live && setState({ phase: 'ready', config }),
      () => live && setState({ phase: 'failed', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, retry]);
  return state;
}
