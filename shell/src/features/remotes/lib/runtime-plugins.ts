import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createParcel } from 'shared-ui';
import { FallbackPage } from '../components/fallback-page';

const MANIFEST_RETRIES = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retry layer: a manifest fetch that fails or answers non-2xx is tried again with back-off, and a
 * remote entry script that failed to load is requested once more before giving up.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wl-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MANIFEST_RETRIES; attempt++) {
        if (attempt) await sleep(200 * 2 ** (attempt - 1));
        try {
          const res = await fetch(url, { ...init, cache: attempt ? 'reload' : init?.cache });
          if (res.ok) return res;
          lastError = new Error(`${url} answered ${res.status}`);
        } catch (e) {
          lastError = e;
        }
      }
      throw lastError;
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
      await sleep(200);
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      return (exports || undefined) as never;
    },
  };
}

const fallbackParcel = createParcel(FallbackPage);

/** Fallback layer: a remote that still cannot load yields a parcel with a message and retry button. */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wl-fallback',
    errorLoadRemote({ lifecycle, id }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] remote ${id} failed to load; showing its fallback`);
      return fallbackParcel;
    },
  };
}

export { fallbackParcel };
