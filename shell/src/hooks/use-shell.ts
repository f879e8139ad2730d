import { createContext, useContext } from 'react';
import type { PermissionConfig, RemoteName, VendorCategory } from 'shared-contracts';

export interface ShellContextValue {
  config: PermissionConfig;
  /** Remotes the merchant enables (their routes and nav entries exist). */
  enabled: ReadonlySet<RemoteName>;
  /** Categories with vendors, in menu order; empty when mf-games is off. */
  lanes: VendorCategory[];
  /** False while the lanes load (menus hold their place with placeholders); absent means loaded. */
  lanesReady?: boolean;
}

const ShellContext = createContext<ShellContextValue | null>(null);
export const ShellProvider = ShellContext.Provider;

/** The loaded config, enabled remotes and vendor lanes (shell-internal React context). */
export function useShell(): ShellContextValue {
  const v = useContext(ShellContext);
  if (!v) throw new Error('useShell outside ShellProvider');
  return v;
}
