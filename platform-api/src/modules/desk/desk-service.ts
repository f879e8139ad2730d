import { can, DESK_KIND_ACCESS, type DeskKind } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { DecisionCheck } from '../operator';
import type { OperatorPrincipal } from '../operators';
import { operatorsError } from '../operators';
import { createClaimsRepository } from './claims-repository';
import { createDeskEvents } from './desk-events';
import { deskError } from './errors';
import { claimView, inboxPage, inboxRows, visibleKinds, type DeskSources, type InboxQuery, type Viewer } from './inbox';

/** A claim lapses this long after it was taken. */
export const CLAIM_MINUTES = 30;

export interface DeskDeps {
  db: Db;
  sources: DeskSources;
  usernames: (merchantId: number, ids: number[]) => Promise<Map<number, string>>;
  merchantCode: (id: number) => Promise<string>;
  onError: (e: unknown) => void;
  now?: () => Date;
  pollMs?: number;
}

/** The viewer an /ops principal is (null: the shared operator key, which sees everything). */
export const viewerOf = (o: OperatorPrincipal | null): Viewer => (o ? { role: o.role, scopes: o.scopes } : null);

/**
 * The money desk (issue 25): one inbox over the review queues of the payments, withdrawals, promotions, points and
 * id-verification modules (each exposes its queue; merged here in code), the claims on its items (desk_claims), the
 * guard that refuses a decision on an item another operator claimed, and the live events.
 */
export function createDeskService(deps: DeskDeps) {
  const claims = createClaimsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const events = createDeskEvents({
    sources: deps.sources,
    claims,
    merchantCode: deps.merchantCode,
    onError: deps.onError,
    pollMs: deps.pollMs,
  });

  return {
    events,
    visibleKinds: (viewer: Viewer) => visibleKinds(viewer),

    /** One page of the viewer's inbox over `merchantIds` (null: all), with the per-kind totals. */
    async inbox(viewer: Viewer, q: Omit<InboxQuery, 'kinds'> & { kind?: DeskKind }) {
      const visible = visibleKinds(viewer);
      const kinds = q.kind ? visible.filter((k) => k === q.kind) : visible;
      const page = await inboxPage(deps.sources, { ...q, kinds });
      const items = await inboxRows(page.items, {
        claims,
        usernames: deps.usernames,
        merchantCode: deps.merchantCode,
        now: now(),
      });
      const totals = q.kind
        ? { ...(await inboxPage(deps.sources, { ...q, kinds: visible, page: 1, pageSize: 0 })).totals }
        : page.totals;
      return { items, total: page.total, totals, page: q.page, pageSize: q.pageSize };
    },

    /**
     * Checks that `operator` may claim the item (before the claim's transaction: a person — DESK_OPERATOR_REQUIRED —
     * holding the kind's decide permission — FORBIDDEN —, and the item waits at that merchant — DESK_ITEM_NOT_FOUND).
     */
    async claimable(
      operator: OperatorPrincipal | null,
      c: { kind: DeskKind; id: number; merchantId: number },
    ): Promise<OperatorPrincipal> {
      if (!operator) throw deskError('DESK_OPERATOR_REQUIRED');
      const decide = DESK_KIND_ACCESS[c.kind].decide;
      if (!can(operator.role, decide) || (operator.scopes && !operator.scopes.includes(decide)))
        throw operatorsError('FORBIDDEN', { detail: `claiming a ${c.kind} needs ${decide}` });
      const waiting = await deps.sources[c.kind].pending({
        merchantIds: [c.merchantId],
        ids: [c.id],
        sort: 'age',
        order: 'asc',
        limit: 0,
      });
      if (waiting.total === 0) throw deskError('DESK_ITEM_NOT_FOUND', { detail: `no waiting ${c.kind} ${c.id}` });
      return operator;
    },

    /**
     * Claims an item for an operator (checked by `claimable`), in `tx`: 409 DESK_ITEM_CLAIMED naming the holder while
     * another operator's claim is live; one's own claim is renewed.
     */
    async claim(operator: OperatorPrincipal, c: { kind: DeskKind; id: number; merchantId: number }, tx: Db) {
      const r = await claims.claim(
        {
          kind: c.kind,
          itemId: c.id,
          merchantId: c.merchantId,
          operatorId: operator.operatorId,
          username: operator.username,
          minutes: CLAIM_MINUTES,
        },
        tx,
      );
      if (!r.won) throw deskError('DESK_ITEM_CLAIMED', claimView(r.claim));
      return r.claim;
    },

    /** Deletes the lapsed claims (the housekeeping job); a lapsed claim already counts as none. */
    prune: () => claims.prune(),

    /** The live claim on an item, or null. */
    claimOf: (kind: DeskKind, id: number) => claims.find(kind, id),

    /**
     * Releases a claim (in `tx`): one's own, or anyone's for an admin or the owner (FORBIDDEN otherwise);
     * DESK_CLAIM_NOT_FOUND without a live one. Answers the released claim.
     */
    async release(operator: OperatorPrincipal | null, kind: DeskKind, id: number, tx: Db) {
      if (!operator) throw deskError('DESK_OPERATOR_REQUIRED');
      const held = await claims.find(kind, id, tx);
      if (!held) throw deskError('DESK_CLAIM_NOT_FOUND');
      const mayRelease =
        held.operatorId === operator.operatorId ||
        operator.role === 'owner' ||
        (operator.role === 'admin' && operator.merchantIds.includes(held.merchantId));
      if (!mayRelease) throw operatorsError('FORBIDDEN', { detail: `the claim is ${held.username}'s` });
      await claims.release(kind, id, tx);
      return held;
    },

    /**
     * The decision guard (`app.opsDecisions`): an item claimed by another operator — or by anyone, for the shared
     * key — is not decided (409 DESK_ITEM_CLAIMED naming the holder).
     */
    async guard(c: DecisionCheck): Promise<void> {
      const held = await claims.find(c.kind, c.id);
      if (held && held.merchantId === c.merchantId && held.operatorId !== c.operatorId)
        throw deskError('DESK_ITEM_CLAIMED', claimView(held));
    },
  };
}
export type DeskService = ReturnType<typeof createDeskService>;
