import { atom, createStore, type PrimitiveAtom } from 'jotai';
import {
  decode,
  encode,
  LOCAL_KEYS,
  MERCHANT_KEYS,
  BROWSER_SESSION_KEYS,
  SESSION_KEYS,
  type LocalKey,
  type LocalValues,
  type SessionKey,
  type SessionValues,
} from './keys';

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Page-wide state beside the §3 keys, held in the session store's jotai store. This file is the only one that
 * imports jotai (ESLint); React reads it through shared-ui's `usePageState`, code with `session.jotai.get/set`.
 */
export type PageState<T> = PrimitiveAtom<T>;

/** A piece of page-wide state (one value for every parcel of the page), starting at `initial`. */
export function pageState<T>(initial: T): PageState<T> {
  return atom(initial);
}

/** Member states and their initial values: `clearSession()` (logout) puts each back. */
const memberStates = new Map<PageState<unknown>, unknown>();

/**
 * Page state that belongs to the signed-in member (their favourites …): logging out (`clearSession()`) puts it
 * back to `initial` in the store, so the next member never sees it.
 */
export function memberState<T>(initial: T): PageState<T> {
  const state = atom(initial);
  memberStates.set(state as PageState<unknown>, initial);
  return state;
}

/** Typed access to the §3 storage keys, mirrored in jotai atoms so React re-renders on change. */
export interface SessionStore {
  get<K extends SessionKey>(key: K): SessionValues[K] | null;
  set<K extends SessionKey>(key: K, value: SessionValues[K] | null): void;
  getLocal<K extends LocalKey>(key: K): LocalValues[K] | null;
  setLocal<K extends LocalKey>(key: K, value: LocalValues[K] | null): void;
  /** Clears session storage, keeping the merchant values, and puts every `memberState` back (logout). */
  clearSession(): void;
  /** The atom mirroring a session key; React reads it with shared-ui's `useSessionValue(key)`. */
  atom<K extends SessionKey>(key: K): PrimitiveAtom<SessionValues[K] | null>;
  localAtom<K extends LocalKey>(key: K): PrimitiveAtom<LocalValues[K] | null>;
  /** The one jotai store every parcel shares. */
  jotai: JotaiStore;
}

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

/** Creates a store over the given storages (defaults: the browser's, or memory outside one). */
export function createSessionStore(
  sessionStorageImpl: Storage = typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage,
  localStorageImpl: Storage = typeof localStorage === 'undefined' ? memoryStorage() : localStorage,
): SessionStore {
  const jotai = createStore();
  const sessionAtoms = new Map<SessionKey, PrimitiveAtom<unknown>>();
  const localAtoms = new Map<LocalKey, PrimitiveAtom<unknown>>();

  const sessionAtom = (key: SessionKey) => {
    let a = sessionAtoms.get(key);
    if (!a) {
      a = atom<unknown>(decode(SESSION_KEYS[key], sessionStorageImpl.getItem(key)));
      sessionAtoms.set(key, a);
    }
    return a;
  };
  const localAtom = (key: LocalKey) => {
    let a = localAtoms.get(key);
    if (!a) {
      a = atom<unknown>(decode(LOCAL_KEYS[key], localStorageImpl.getItem(key)));
      localAtoms.set(key, a);
    }
    return a;
  };

  const store: SessionStore = {
    get: (key) => decode(SESSION_KEYS[key], sessionStorageImpl.getItem(key)) as never,
    set: (key, value) => {
      if (value === null || value === undefined) sessionStorageImpl.removeItem(key);
      else sessionStorageImpl.setItem(key, encode(SESSION_KEYS[key], value));
      jotai.set(sessionAtom(key), value ?? null);
    },
    getLocal: (key) => decode(LOCAL_KEYS[key], localStorageImpl.getItem(key)) as never,
    setLocal: (key, value) => {
      if (value === null || value === undefined) localStorageImpl.removeItem(key);
      else localStorageImpl.setItem(key, encode(LOCAL_KEYS[key], value));
      jotai.set(localAtom(key), value ?? null);
    },
    clearSession: () => {
      for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) {
        if (!MERCHANT_KEYS.includes(key) && !BROWSER_SESSION_KEYS.includes(key)) store.set(key, null);
      }
      for (const [state, initial] of memberStates) jotai.set(state, initial);
    },
    atom: (key) => sessionAtom(key) as never,
    localAtom: (key) => localAtom(key) as never,
    jotai,
  };
  return store;
}

/** The page-wide session store (shared-contracts is a federation singleton). */
export const session: SessionStore = createSessionStore();
