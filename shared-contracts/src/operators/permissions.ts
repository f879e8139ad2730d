/**
 * The back office's roles and the one permission table (ADR 0011): the server checks it on every /ops route, the
 * console reads it to hide what a role cannot do. `owner` works platform-wide and holds every permission; every
 * other role works within its merchants.
 */
export const OPERATOR_ROLES = ['owner', 'admin', 'finance', 'risk', 'support', 'marketing', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

type Holders = readonly Exclude<OperatorRole, 'owner'>[];
/** A read: `auditor` (read-only everything) holds every one of them besides the roles named. */
const read = (...roles: Holders): Holders => [...new Set<Exclude<OperatorRole, 'owner'>>([...roles, 'auditor'])];

/** Each permission and the roles (besides owner) that hold it. */
export const PERMISSIONS = {
  /** A merchant's switches, theme and social sign-in (maintenance, remotes, region restriction). */
  'merchants.read': read('admin', 'finance', 'risk', 'support', 'marketing'),
  'merchants.configure': ['admin'],
  /**
   * Brands (issue 29): opening a new brand (the admin who opens it works for it from then on) and suspending one (its
   * site shows maintenance, its players cannot sign in). Listing them is `merchants.read`.
   */
  'brands.create': ['admin'],
  'brands.suspend': ['admin'],
  /** A brand's vendor cards: on or off, hot, order, display name, maintenance window (reads: `merchants.read`). */
  'games.configure': ['admin', 'marketing'],
  /** Bank-transfer deposits: the queue and its receipts; approve or reject. */
  'deposits.read': read('admin', 'finance'),
  'deposits.decide': ['admin', 'finance'],
  /** Withdrawals: the queue and its proofs; approve, reject, hold. */
  'withdrawals.read': read('admin', 'finance'),
  'withdrawals.decide': ['admin', 'finance'],
  /**
   * The money desk: one inbox of everything waiting for a person (each row shown only when the role may read its
   * kind) and its live events; claiming an item (the role must also hold the item's decide permission).
   */
  'desk.read': read('admin', 'finance', 'risk', 'support', 'marketing'),
  'desk.claim': ['admin', 'finance', 'risk', 'marketing'],
  /** Balance adjustments (with a reason; four-eyes above the merchant's threshold). */
  'adjustments.make': ['admin', 'finance'],
  /** Players: search and profile; lock, limits, identity documents. */
  'players.read': read('admin', 'finance', 'risk', 'support'),
  'players.manage': ['admin', 'risk'],
  'kyc.decide': ['admin', 'risk'],
  /** The restricted-persons list (Philippines variant): who may not register or log in; add, remove, import. */
  'restricted.read': read('admin', 'risk', 'support'),
  'restricted.manage': ['admin', 'risk'],
  /** Platform messages to players. */
  'messages.send': ['admin', 'support', 'marketing'],
  /** Content, promotions, VIP, missions, referral and the points mall's rules and items. */
  'marketing.read': read('admin', 'marketing', 'support'),
  'marketing.write': ['admin', 'marketing'],
  /** Promotion applications and points redemptions: the reward queues. */
  'rewards.decide': ['admin', 'finance', 'marketing'],
  /** The agency tree and contracts. */
  'agency.read': read('admin', 'finance', 'support'),
  'agency.write': ['admin'],
  /** Lottery draws (cancel a draw): draws are shared by every merchant, so only the platform's owner changes them. */
  'lottery.read': read('admin', 'finance', 'support'),
  'lottery.write': [],
  /** Sent SMS and e-mails (they carry sign-in codes): development only. */
  'outbox.read': ['admin', 'support'],
  /** The job queue: runs, and running a job now. */
  'jobs.read': read(),
  'jobs.run': [],
  /** The dashboard: a merchant's money and play per day (GGR, NGR, deposits, withdrawals, players). */
  'dashboard.read': read('admin', 'finance', 'marketing'),
  /**
   * Releases of the remotes (ADR 0012): the versions and what each merchant runs (read); publishing a version, which
   * every merchant can then run, is the platform owner's; pin, canary, promote, halt and roll back per merchant.
   */
  'releases.read': read('admin', 'support'),
  'releases.publish': [],
  'releases.rollout': ['admin'],
  /** Players' feedback: the queue and its screenshots (read); answering (a platform message to the player) and closing. */
  'feedback.read': read('admin', 'support'),
  'feedback.answer': ['admin', 'support'],
  /** The audit log. */
  'audit.read': read('admin'),
  /** Operator accounts of the operator's merchants. */
  'operators.manage': ['admin'],
} as const satisfies Record<string, Holders>;
export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` holds `permission` (owner holds all). */
export function can(role: OperatorRole, permission: Permission): boolean {
  return role === 'owner' || (PERMISSIONS[permission] as Holders).includes(role);
}

/** Every permission `role` holds, in the table's order. */
export function permissionsOf(role: OperatorRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}
