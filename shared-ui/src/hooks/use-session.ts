import { useAtom, useAtomValue } from 'jotai';
import {
  permissionConfigAtom,
  session,
  type LocalKey,
  type LocalValues,
  type PageState,
  type PermissionConfig,
  type SessionKey,
  type SessionValues,
} from 'shared-contracts';

// The one way React reads the shared session store (shared-contracts session/store.ts): always its jotai store,
// never jotai's default one. Apart from that store, this is the only file that imports jotai (ESLint).

/** A §3 session key's value (token, isTrial …); the component re-renders when it changes. */
export function useSessionValue<K extends SessionKey>(key: K): SessionValues[K] | null {
  return useAtomValue(session.atom(key), { store: session.jotai });
}

/** A §3 local-storage key's value (lang …); the component re-renders when it changes. */
export function useLocalValue<K extends LocalKey>(key: K): LocalValues[K] | null {
  return useAtomValue(session.localAtom(key), { store: session.jotai });
}

/** A page state's value and setter (`pageState` / `memberState` of shared-contracts). */
export function usePageState<T>(state: PageState<T>) {
  return useAtom(state, { store: session.jotai });
}

/** The merchant's permission config once the shell has loaded it (null before, and in a standalone remote). */
export function usePermissionConfig(): PermissionConfig | null {
  return useAtomValue(permissionConfigAtom, { store: session.jotai });
}
