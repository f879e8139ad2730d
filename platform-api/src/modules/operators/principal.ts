import type { OperatorRole, Permission } from 'shared-contracts';

/** Who an /ops call acts as, once authenticated by an operator session. */
export interface OperatorPrincipal {
  operatorId: number;
  username: string;
  role: OperatorRole;
  /** The merchants the operator works for; empty for a platform owner (all). */
  merchantIds: number[];
  merchantCodes: string[];
  /** The operator session the call came with; null for an API token. */
  sessionId: number | null;
  csrfHash: string | null;
  /** An API token's permissions (a subset of the role's); null for a session (the role's). */
  scopes: Permission[] | null;
}

/** Where a sign-in comes from (kept with its session). */
export interface Client {
  ip: string;
  userAgent: string;
}
