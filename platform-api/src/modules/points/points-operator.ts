import type { PointsItemInput, PointsSettings, RedemptionStatus } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { paging } from '../../infra/paging';
import type { Merchant } from '../merchants';
import { whoOf, type OpsActor, type OpsDecision } from '../operator';
import { pointsError } from './errors';
import { createItemRepository, type ItemRow } from './item-repository';
import { createRedemptionRepository } from './redemption-repository';
import { createSettingsRepository } from './settings-repository';
import { POINTS_PAGE_SIZE, pointsPosting, redemptionView, type PointsDeps } from './points-service';

/** An item as the operator sees it: every language and the switches. */
const itemView = (i: ItemRow) => ({
  id: i.id,
  name: i.name,
  description: i.description,
  imageUrl: i.imageUrl,
  cost: i.cost,
  stock: i.stock,
  active: i.active,
  sort: i.sort,
});

/**
 * The operator's side of the points mall (/ops/points): the merchant's rules, the catalogue and its stock,
 * the redemption queue with its decisions, and grants of points.
 */
export function createPointsOperator(deps: PointsDeps) {
  const { db, wallet, members, audit, now } = deps;
  const settings = createSettingsRepository(db);
  const items = createItemRepository(db);
  const redemptions = createRedemptionRepository(db);

  return {
    settings: (merchantId: number) => settings.get(merchantId),

    /** Sets the rules; the first time the earning starts from now (settled bets before it earn nothing). */
    setSettings: (merchantId: number, s: PointsSettings, tx?: Db) => settings.set(merchantId, s, now(), tx),

    items: async (merchantId: number) => (await items.list(merchantId, true)).map(itemView),
    createItem: async (merchantId: number, i: PointsItemInput, tx?: Db) =>
      itemView(await items.insert(merchantId, i, tx)),
    async updateItem(merchantId: number, id: number, i: PointsItemInput, tx?: Db) {
      const row = await items.update(merchantId, id, i, tx);
      if (!row) throw pointsError('POINTS_ITEM_NOT_FOUND');
      return itemView(row);
    },

    /** The merchant's redemptions, newest first, with each member's account. */
    async redemptions(merchantId: number, q: { status?: RedemptionStatus; pageNo?: number; pageSize?: number }) {
      const p = paging(q, POINTS_PAGE_SIZE);
      const { rows, total } = await redemptions.forMerchant(merchantId, {
        status: q.status,
        limit: p.limit,
        offset: p.offset,
      });
      const [byId, names] = await Promise.all([
        items.byIds([...new Set(rows.map((r) => r.itemId))]),
        members.usernames(merchantId, [...new Set(rows.map((r) => r.memberId))]),
      ]);
      const list = rows.map((r) => ({
        ...redemptionView(r, byId.get(r.itemId), 'EN'),
        account: names.get(r.memberId) ?? '',
        decidedBy: r.decidedBy,
      }));
      return { list, ...p.pages(total) };
    },

    /**
     * The operator's decision on an IN_PROCESS redemption (POST /ops/points/redemptions/:id/approve|reject): approve
     * posts POINTS_REDEEM_PAY (held → the PTS house, `points-redeem-pay:<id>`), reject POINTS_REDEEM_REFUND (held →
     * points, `points-redeem-refund:<id>`) and restores the stock; under the redemption's row lock, with its
     * operator_audit entry (`points_redemption.approve|reject`, by `actor`) in the same transaction. A decided one is
     * POINTS_REDEMPTION_DECIDED, however many decisions race.
     */
    async decide(merchant: Merchant, id: number, decision: OpsDecision, actor: OpsActor) {
      const approve = decision.action === 'approve';
      const peek = await redemptions.find(merchant.id, id);
      if (!peek) throw pointsError('POINTS_REDEMPTION_NOT_FOUND');
      const accounts = await wallet.pointsAccounts(merchant.id, peek.memberId);
      const decided = await db.transaction(async (tx) => {
        const r = await redemptions.lock(tx, merchant.id, id);
        if (!r) throw pointsError('POINTS_REDEMPTION_NOT_FOUND');
        if (r.status !== 'IN_PROCESS') throw pointsError('POINTS_REDEMPTION_DECIDED');
        // The item's row before the ledger's accounts, as a redemption takes them (no deadlock).
        if (!approve) await items.restore(tx, r.itemId, r.quantity);
        const key = approve ? `points-redeem-pay:${r.id}` : `points-redeem-refund:${r.id}`;
        await wallet.post(
          {
            merchantId: merchant.id,
            kind: approve ? 'POINTS_REDEEM_PAY' : 'POINTS_REDEEM_REFUND',
            idempotencyKey: key,
            memberId: r.memberId,
            reference: `redemption:${r.id}`,
            request: { points: r.points },
            entries: [
              { accountId: accounts.held, amount: -r.points },
              { accountId: approve ? accounts.house : accounts.points, amount: r.points },
            ],
          },
          tx,
        );
        const after = await redemptions.decide(tx, r.id, {
          status: approve ? 'APPROVED' : 'REJECTED',
          by: whoOf(actor).actor,
          reason: decision.action === 'reject' ? decision.reason : null,
        });
        await audit(
          {
            ...whoOf(actor),
            merchantId: merchant.id,
            action: `points_redemption.${decision.action}`,
            reason: decision.action === 'reject' ? decision.reason : null,
            subjectType: 'points_redemption',
            subjectId: String(after.id),
            before: { status: r.status },
            after: { status: after.status, reason: after.reason },
          },
          tx,
        );
        return after;
      });
      return redemptionView(decided, (await items.byIds([decided.itemId])).get(decided.itemId), 'EN');
    },

    /**
     * Grants a member points from the PTS house (POINTS_EARN, `points-grant:<member>:<key>`): once per key —
     * the same key again answers the first grant. `granted` (the audit) runs in the grant's transaction, only for
     * a new grant. Answers the member's points after.
     */
    async grant(
      merchantId: number,
      memberId: number,
      g: { points: number; key: string; note: string },
      granted?: (tx: Db) => Promise<void>,
    ) {
      const accounts = await wallet.pointsAccounts(merchantId, memberId);
      const posted = await db.transaction(async (t) => {
        const p = await pointsPosting(() =>
          wallet.post(
            {
              merchantId,
              kind: 'POINTS_EARN',
              idempotencyKey: `points-grant:${memberId}:${g.key}`,
              memberId,
              reference: g.key,
              request: { points: g.points, note: g.note },
              entries: [
                { accountId: accounts.house, amount: -g.points },
                { accountId: accounts.points, amount: g.points },
              ],
            },
            t,
          ),
        );
        if (!p.replayed) await granted?.(t);
        return p;
      });
      return { balance: posted.balances[String(accounts.points)] ?? 0, replayed: posted.replayed };
    },
  };
}
export type PointsOperator = ReturnType<typeof createPointsOperator>;
