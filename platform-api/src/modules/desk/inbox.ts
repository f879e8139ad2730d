import { can, DESK_KIND_ACCESS, DESK_KINDS, type DeskItem, type DeskKind, type OperatorRole } from 'shared-contracts';
import type { QueueItem, QueueMark, QueuePage, QueueQuery } from '../../infra/review-queue';
import type { ClaimRow, ClaimsRepository } from './claims-repository';

/** One module's review queue as the desk reads it (its module's service exposes it). */
export interface DeskSource {
  pending(q: QueueQuery): Promise<QueuePage>;
  marks(): Promise<QueueMark[]>;
}
export type DeskSources = Record<DeskKind, DeskSource>;

/** Who asks: a role (and a token's scopes), or the shared key (null: every kind). */
export type Viewer = { role: OperatorRole; scopes: readonly string[] | null } | null;

/** The kinds a viewer sees: those whose read permission (any one of them) its role — and token — holds. */
export function visibleKinds(viewer: Viewer): DeskKind[] {
  if (!viewer) return [...DESK_KINDS];
  return DESK_KINDS.filter((k) =>
    DESK_KIND_ACCESS[k].read.some((p) => can(viewer.role, p) && (!viewer.scopes || viewer.scopes.includes(p))),
  );
}

export interface InboxQuery extends Omit<QueueQuery, 'limit'> {
  kinds: readonly DeskKind[];
  page: number;
  pageSize: number;
}

type Tagged = QueueItem & { kind: DeskKind };

/** The merged order: the sources' own (amount with nulls last, then age), ties by kind then id. */
function compare(q: InboxQuery): (a: Tagged, b: Tagged) => number {
  const dir = q.order === 'desc' ? -1 : 1;
  const byAge = (a: Tagged, b: Tagged, d: number) => d * (a.createdAt.getTime() - b.createdAt.getTime());
  const tie = (a: Tagged, b: Tagged, d: number) =>
    DESK_KINDS.indexOf(a.kind) - DESK_KINDS.indexOf(b.kind) || d * (a.id - b.id);
  if (q.sort === 'age') return (a, b) => byAge(a, b, dir) || tie(a, b, dir);
  return (a, b) => {
    if (a.amount === null || b.amount === null)
      return (a.amount === null ? 1 : 0) - (b.amount === null ? 1 : 0) || byAge(a, b, 1) || tie(a, b, 1);
    return dir * (a.amount - b.amount) || byAge(a, b, 1) || tie(a, b, 1);
  };
}

/**
 * One page of the inbox: each source returns its first `page × pageSize` items in the shared order and its count;
 * merged and cut in code, the page is exactly the page of the union (no query spans two modules' tables).
 */
export async function inboxPage(sources: DeskSources, q: InboxQuery) {
  const limit = q.page * q.pageSize;
  const pages = await Promise.all(
    q.kinds.map(async (kind) => ({ kind, page: await sources[kind].pending({ ...q, limit }) })),
  );
  const merged: Tagged[] = pages.flatMap(({ kind, page }) => page.items.map((i) => ({ ...i, kind })));
  merged.sort(compare(q));
  const totals = Object.fromEntries(pages.map(({ kind, page }) => [kind, page.total]));
  return {
    items: merged.slice((q.page - 1) * q.pageSize, limit),
    total: pages.reduce((sum, p) => sum + p.page.total, 0),
    totals: totals as Record<string, number>,
  };
}

/** The money written as "1234.50" (minor units in). */
export const money = (minor: number): string =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** A claim as the API shows it. */
export const claimView = (c: ClaimRow) => ({
  operatorId: c.operatorId,
  username: c.username,
  claimedAt: c.claimedAt.toISOString(),
  expiresAt: c.expiresAt.toISOString(),
});

/** The inbox rows: usernames, merchant codes and claims joined in. */
export async function inboxRows(
  items: Tagged[],
  o: {
    claims: Pick<ClaimsRepository, 'ofItems'>;
    usernames: (merchantId: number, ids: number[]) => Promise<Map<number, string>>;
    merchantCode: (id: number) => Promise<string>;
    now: Date;
  },
): Promise<DeskItem[]> {
  const claims = new Map<string, ClaimRow>();
  for (const kind of new Set(items.map((i) => i.kind)))
    for (const c of await o.claims.ofItems(
      kind,
      items.filter((i) => i.kind === kind).map((i) => i.id),
    ))
      claims.set(`${c.kind}:${c.itemId}`, c);
  const names = new Map<number, Map<number, string>>();
  for (const merchantId of new Set(items.map((i) => i.merchantId)))
    names.set(
      merchantId,
      await o.usernames(
        merchantId,
        items.filter((i) => i.merchantId === merchantId).map((i) => i.memberId),
      ),
    );
  const rows: DeskItem[] = [];
  for (const i of items) {
    const claim = claims.get(`${i.kind}:${i.id}`);
    rows.push({
      kind: i.kind,
      id: i.id,
      merchant: await o.merchantCode(i.merchantId),
      member: names.get(i.merchantId)?.get(i.memberId) ?? null,
      amount: i.amount === null ? null : money(i.amount),
      fee: i.fee === undefined || i.fee === null ? null : money(i.fee),
      currency: i.currency,
      createdAt: i.createdAt.toISOString(),
      ageMinutes: Math.max(0, Math.floor((o.now.getTime() - i.createdAt.getTime()) / 60_000)),
      review: i.review ?? null,
      firstApprovedBy: i.firstApprovedBy ?? null,
      claim: claim ? claimView(claim) : null,
      permission: DESK_KIND_ACCESS[i.kind].decide,
    });
  }
  return rows;
}
