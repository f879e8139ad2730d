import type { RequestOf, ResponseOf } from 'shared-contracts';
import {
  POINTS_MODULE,
  pointsToMoney,
  type PointsConfig,
  type PointsLedgerType,
  type PointsSettings,
  type pointsApi,
  type Redemption,
} from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { DomainError } from '../../infra/errors/domain-error';
import { paging } from '../../infra/paging';
import type { BetsService } from '../bets';
import type { Merchant, MerchantsService } from '../merchants';
import type { MembersService } from '../members';
import type { AuditEntry } from '../operator';
import { walletError, type Posting, type WalletService } from '../wallet';
import type { WithdrawalsService } from '../withdrawals';
import { pointsError } from './errors';
import { createItemRepository, textIn, type ItemRow } from './item-repository';
import { createRedemptionRepository, type RedemptionRow } from './redemption-repository';
import { createSettingsRepository } from './settings-repository';

export interface PointsDeps {
  db: Db;
  wallet: Pick<
    WalletService,
    | 'pointsAccounts'
    | 'pointsBalance'
    | 'pointsHeld'
    | 'pointsStatement'
    | 'houseAccount'
    | 'mainAccount'
    | 'post'
    | 'postMany'
  >;
  merchants: Pick<MerchantsService, 'isEnabled'>;
  withdrawals: Pick<WithdrawalsService, 'verifyFundPassword'>;
  bets: Pick<BetsService, 'settledAfter'>;
  members: Pick<MembersService, 'findByUsername' | 'usernames'>;
  /** Records an operator decision in operator_audit inside its transaction (the operator module's service). */
  audit: (e: AuditEntry, tx: Db) => Promise<void>;
  now: () => Date;
}

/** Rows of a points list page unless the request asks otherwise. */
export const POINTS_PAGE_SIZE = 10;

/** A redemption as the member sees it (its item's name in `lang`). */
export function redemptionView(r: RedemptionRow, item: ItemRow | undefined, lang?: string): Redemption {
  return {
    id: r.id,
    itemId: r.itemId,
    itemName: item ? textIn(item.name, lang) : '',
    imageUrl: item?.imageUrl ?? null,
    quantity: r.quantity,
    points: r.points,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    reason: r.reason,
  };
}

/** The ledger's INSUFFICIENT_FUNDS on a member's points is the mall's POINTS_INSUFFICIENT. */
export async function pointsPosting<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof DomainError && e.code === 'INSUFFICIENT_FUNDS') throw pointsError('POINTS_INSUFFICIENT');
    throw e;
  }
}

/** Thrown inside a redemption's transaction when its request id was taken meanwhile: rolls it back. */
class RequestTaken extends Error {}

/**
 * The points mall for members (issue 14, ADR 0009): rules, balance, catalogue, redemptions, conversions and
 * the points details. Points are the ledger's currency PTS; every movement is one posting under one key.
 */
export function createPointsService(deps: PointsDeps) {
  const { db, wallet, merchants, withdrawals } = deps;
  const settings = createSettingsRepository(db);
  const items = createItemRepository(db);
  const redemptions = createRedemptionRepository(db);

  /** The merchant's rules when its points are on (POINTS3 and settings), else null. */
  const rulesOf = async (merchantId: number): Promise<PointsSettings | null> => {
    const [on, rules] = await Promise.all([merchants.isEnabled(merchantId, POINTS_MODULE), settings.get(merchantId)]);
    return on ? rules : null;
  };
  const requireRules = async (merchantId: number): Promise<PointsSettings> => {
    const rules = await rulesOf(merchantId);
    if (!rules) throw commonError('NOT_ENABLED');
    return rules;
  };
  const views = async (rows: readonly RedemptionRow[], lang?: string) => {
    const byId = await items.byIds([...new Set(rows.map((r) => r.itemId))]);
    return rows.map((r) => redemptionView(r, byId.get(r.itemId), lang));
  };

  return {
    rulesOf,

    async config(merchant: Merchant): Promise<PointsConfig> {
      const rules = await rulesOf(merchant.id);
      return {
        enabled: rules !== null,
        currency: merchant.currency,
        earnStake: rules?.earnStake ?? 0,
        pointValue: rules?.pointValue ?? 0,
        minConvert: rules?.minConvert ?? 0,
      };
    },

    async balance(merchant: Merchant, memberId: number): Promise<ResponseOf<typeof pointsApi.getPointsBalance>> {
      const [rules, balance, held] = await Promise.all([
        rulesOf(merchant.id),
        wallet.pointsBalance(merchant.id, memberId),
        wallet.pointsHeld(merchant.id, memberId),
      ]);
      return { enabled: rules !== null, balance, held };
    },

    async catalogue(merchant: Merchant, lang?: string): Promise<ResponseOf<typeof pointsApi.listPointsRewards>> {
      await requireRules(merchant.id);
      const list = await items.list(merchant.id);
      return {
        list: list.map((i) => ({
          id: i.id,
          name: textIn(i.name, lang),
          description: textIn(i.description, lang),
          imageUrl: i.imageUrl,
          cost: i.cost,
          stock: i.stock,
        })),
      };
    },

    /**
     * Redeems: the fund password (a withdrawal's check and lockout), then in one transaction the item's stock
     * taken (row locked), the redemption IN_PROCESS and the POINTS_REDEEM posting points → held
     * (`points-redeem:<id>`). The same request id again answers the first redemption.
     */
    async redeem(
      merchant: Merchant,
      memberId: number,
      input: RequestOf<typeof pointsApi.redeemPoints>,
    ): Promise<ResponseOf<typeof pointsApi.redeemPoints>> {
      await requireRules(merchant.id);
      await withdrawals.verifyFundPassword(memberId, input.fundPassword);
      const replay = async () => {
        const first = await redemptions.byRequest(memberId, input.requestId);
        if (!first) return null;
        if (first.itemId !== input.itemId || first.quantity !== input.quantity)
          throw walletError('IDEMPOTENCY_CONFLICT');
        const [view] = await views([first], input.lang);
        return { redemption: view!, balance: await wallet.pointsBalance(merchant.id, memberId) };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const accounts = await wallet.pointsAccounts(merchant.id, memberId);
      try {
        return await db.transaction(async (tx) => {
          const item = await items.take(tx, merchant.id, input.itemId, input.quantity);
          if (item === 'missing') throw pointsError('POINTS_ITEM_NOT_FOUND');
          if (item === 'stock') throw pointsError('POINTS_OUT_OF_STOCK');
          const points = item.cost * input.quantity;
          const row = await redemptions.insert(tx, {
            merchantId: merchant.id,
            memberId,
            itemId: item.id,
            quantity: input.quantity,
            points,
            requestId: input.requestId,
          });
          if (!row) throw new RequestTaken();
          const posted = await pointsPosting(() =>
            wallet.post(
              {
                merchantId: merchant.id,
                kind: 'POINTS_REDEEM',
                idempotencyKey: `points-redeem:${row.id}`,
                memberId,
                reference: `redemption:${row.id}`,
                request: { itemId: item.id, quantity: input.quantity, points },
                entries: [
                  { accountId: accounts.points, amount: -points },
                  { accountId: accounts.held, amount: points },
                ],
              },
              tx,
            ),
          );
          return {
            redemption: redemptionView(row, item, input.lang),
            balance: posted.balances[String(accounts.points)] ?? 0,
          };
        });
      } catch (e) {
        if (!(e instanceof RequestTaken)) throw e;
        const first = await replay();
        if (!first) throw new Error(`redemption request ${input.requestId} neither inserted nor found`);
        return first;
      }
    },

    async redemptions(
      memberId: number,
      q: RequestOf<typeof pointsApi.listRedemptions>,
    ): Promise<ResponseOf<typeof pointsApi.listRedemptions>> {
      const p = paging(q, POINTS_PAGE_SIZE);
      const { rows, total } = await redemptions.forMember(memberId, {
        status: q.status,
        limit: p.limit,
        offset: p.offset,
      });
      return { list: await views(rows, q.lang), ...p.pages(total) };
    },

    /**
     * Converts points into money: the fund password, then one database transaction with two POINTS_CONVERT
     * postings — points → the PTS house (`points-convert:<member>:<requestId>`) and the house → main
     * (`points-convert-money:<member>:<requestId>`) of points × pointValue. A replay answers the first balances.
     */
    async convert(
      merchant: Merchant,
      memberId: number,
      input: RequestOf<typeof pointsApi.convertPoints>,
    ): Promise<ResponseOf<typeof pointsApi.convertPoints>> {
      const rules = await requireRules(merchant.id);
      if (input.points < rules.minConvert) throw pointsError('POINTS_BELOW_MIN', { min: rules.minConvert });
      await withdrawals.verifyFundPassword(memberId, input.fundPassword);
      const amount = pointsToMoney(input.points, rules.pointValue);
      if (!Number.isSafeInteger(amount)) throw pointsError('POINTS_INSUFFICIENT');
      const [accounts, house, main] = await Promise.all([
        wallet.pointsAccounts(merchant.id, memberId),
        wallet.houseAccount(merchant.id, merchant.currency, memberId),
        wallet.mainAccount(merchant, memberId),
      ]);
      const common = { merchantId: merchant.id, kind: 'POINTS_CONVERT' as const, memberId, reference: input.requestId };
      const postings: Posting[] = [
        {
          ...common,
          idempotencyKey: `points-convert:${memberId}:${input.requestId}`,
          request: { points: input.points },
          entries: [
            { accountId: accounts.points, amount: -input.points },
            { accountId: accounts.house, amount: input.points },
          ],
        },
        {
          ...common,
          idempotencyKey: `points-convert-money:${memberId}:${input.requestId}`,
          request: { points: input.points, pointValue: rules.pointValue, amount },
          entries: [
            { accountId: house, amount: -amount },
            { accountId: main, amount },
          ],
        },
      ];
      const [out, money] = await pointsPosting(() => db.transaction((tx) => wallet.postMany(postings, tx)));
      return {
        points: input.points,
        amount,
        pointsBalance: out!.balances[String(accounts.points)] ?? 0,
        balance: money!.balances[String(main)] ?? 0,
      };
    },

    async transactions(
      merchant: Merchant,
      memberId: number,
      q: RequestOf<typeof pointsApi.listPointsTransactions>,
    ): Promise<ResponseOf<typeof pointsApi.listPointsTransactions>> {
      const p = paging(q, POINTS_PAGE_SIZE);
      const { list, total } = await wallet.pointsStatement({ merchantId: merchant.id, memberId, type: q.type }, p);
      return {
        list: list.map((l) => ({
          id: l.id,
          type: l.type as PointsLedgerType,
          amount: l.amount,
          balanceAfter: l.balanceAfter,
          createdAt: l.createdAt.toISOString(),
        })),
        ...p.pages(total),
      };
    },
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
