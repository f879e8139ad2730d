import { useSyncExternalStore } from 'react';
import { handoverState, type HandoverState } from '../lib/handover-state';

/** The page's hand-over state: an exchange under way, or a "Switch account?" offer waiting for the member. */
export function useHandoverState(): HandoverState {
  return useSyncExternalStore(handoverState.subscribe, handoverState.get);
}
