import { createContext, useContext, type ReactNode } from 'react';
import type { OperatorMe, Permission } from 'shared-contracts';

/** The signed-in operator and the merchant the console works on (undefined: every merchant, for an owner). */
export interface OperatorContextValue {
  me: OperatorMe;
  /** The merchant chosen in the header; undefined: every merchant (an owner's choice). */
  merchant: string | undefined;
  /** The merchant a page about one merchant's queue works on: the chosen one, else the first in scope. */
  oneMerchant: string | undefined;
  setMerchant: (code: string | undefined) => void;
  /** Reads the operator again (GET /ops/session): its merchants after a new brand, for the header's picker. */
  refreshMe: () => Promise<void>;
  signOut: () => void;
}

const OperatorContext = createContext<OperatorContextValue | null>(null);

export function OperatorProvider({ value, children }: { value: OperatorContextValue; children: ReactNode }) {
  return <OperatorContext.Provider value={value}>{children}</OperatorContext.Provider>;
}

export function useOperator(): OperatorContextValue {
  const v = useContext(OperatorContext);
  if (!v) throw new Error('useOperator outside the signed-in console');
  return v;
}

/** Whether the signed-in operator's role holds `permission` (the server's table, as GET /ops/session lists it). */
export function useCan(): (permission: Permission) => boolean {
  const { me } = useOperator();
  return (permission) => me.permissions.includes(permission);
}

const MERCHANT_KEY = 'ops_merchant';
/** The merchant chosen last on this browser, when the operator still works for it. */
export function savedMerchant(me: OperatorMe): string | undefined {
  const v = localStorage.getItem(MERCHANT_KEY);
  if (v && me.scope.includes(v)) return v;
  return me.role === 'owner' ? undefined : me.scope[0];
}
export function saveMerchant(code: string | undefined): void {
  if (code) localStorage.setItem(MERCHANT_KEY, code);
  else localStorage.removeItem(MERCHANT_KEY);
}
