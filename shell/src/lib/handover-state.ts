import type { MemberInfo } from 'shared-contracts';

/** A hand-over the signed-in member must accept first: another member's session, exchanged but not stored. */
export interface SwitchOffer {
  /** The new session's token (kept in memory only until the member decides). */
  token: string;
  member: MemberInfo;
  /** The account signed in now. */
  current: string;
}

export interface HandoverState {
  /** A code from the URL is being exchanged: a login-required page waits instead of sending to /login. */
  exchanging: boolean;
  offer: SwitchOffer | null;
}

let state: HandoverState = { exchanging: false, offer: null };
const listeners = new Set<() => void>();

/** The page's hand-over state (one per page), for `useSyncExternalStore`. */
export const handoverState = {
  get: (): HandoverState => state,
  set(next: Partial<HandoverState>): void {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
export type HandoverStore = typeof handoverState;
