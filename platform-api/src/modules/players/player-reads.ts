import type { playersOpsApi, ResponseOf } from 'shared-contracts';
import { notFound } from '../../infra/errors/common-errors';
import { paging } from '../../infra/paging';
import type { MemberOverview, MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import { regionsOf } from '../registration';
import type { ResponsibleGamingService } from '../responsible-gaming';
import type { SecurityService } from '../security';
import type { VipService } from '../vip';
import type { WalletService } from '../wallet';

export interface PlayerReadDeps {
  members: Pick<MembersService, 'ops'>;
  merchants: Pick<MerchantsService, 'findById'>;
  wallet: Pick<WalletService, 'mainBalances' | 'mainBalance' | 'heldBalance'>;
  vip: Pick<VipService, 'levelsOf' | 'labelOf'>;
  security: Pick<SecurityService, 'membersFromIp'>;
  responsibleGaming: Pick<ResponsibleGamingService, 'state'>;
}

type Profile = ResponseOf<typeof playersOpsApi.getPlayer>;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const stateOf = (status: string) => (status === 'LOCKED' ? ('locked' as const) : ('active' as const));
/** Something that looks like an IPv4 or IPv6 address (worth asking the known IPs about). */
const looksLikeIp = (q: string) => /^[\d.]{7,15}$|^[0-9a-f:]{3,39}$/i.test(q) && /[.:]/.test(q);

/** A player found within the operator's scope: the member row and its merchant. */
export interface FoundPlayer {
  member: MemberOverview;
  merchant: Merchant;
}

/** The back office's search and profile of players (issue 25), read through the owners' services. */
export function createPlayerReads(deps: PlayerReadDeps) {
  const { members, merchants, wallet, vip, security, responsibleGaming } = deps;

  /** The member `id` of `merchant` (null: any merchant), with its merchant; NOT_FOUND otherwise. */
  async function find(merchant: Merchant | null, id: number): Promise<FoundPlayer> {
    const member = await members.ops.overview(merchant?.id ?? null, id);
    if (!member) throw notFound(`player ${id}`);
    const own = merchant ?? (await merchants.findById(member.merchantId));
    if (!own) throw notFound(`player ${id}`);
    return { member, merchant: own };
  }

  return {
    find,

    /** GET /ops/players: a page of the merchant's (null: every merchant's) members matching `q`. */
    async search(
      merchant: Merchant | null,
      input: { q?: string; page?: number; pageSize?: number },
    ): Promise<ResponseOf<typeof playersOpsApi.searchPlayers>> {
      const q = (input.q ?? '').trim();
      const page = paging({ pageNo: input.page, pageSize: input.pageSize });
      const ipMemberIds = looksLikeIp(q) ? await security.membersFromIp(q) : [];
      const found = await members.ops.search({ merchantId: merchant?.id ?? null, q, ipMemberIds }, page);
      const levels = await vip.levelsOf(found.rows.map((r) => r.id));
      const byMerchant = new Map<number, { m: Merchant | null; balances: Map<number, number> }>();
      for (const mid of new Set(found.rows.map((r) => r.merchantId))) {
        const m = merchant?.id === mid ? merchant : await merchants.findById(mid);
        const ids = found.rows.filter((r) => r.merchantId === mid).map((r) => r.id);
        byMerchant.set(mid, { m, balances: m ? await wallet.mainBalances(m, ids) : new Map() });
      }
      const list = found.rows.map((r) => {
        const own = byMerchant.get(r.merchantId);
        return {
          id: r.id,
          username: r.username,
          merchant: own?.m?.code ?? '',
          state: stateOf(r.status),
          balance: own?.balances.get(r.id) ?? 0,
          vipLevel: levels.get(r.id) ?? null,
          registeredAt: iso(r.registeredAt),
          lastLoginAt: iso(r.lastLoginAt),
        };
      });
      return { list, ...page.pages(found.total) };
    },

    /** GET /ops/players/:id: the overview (balances, VIP, state, KYC, limits, agent line). */
    async profile(merchant: Merchant | null, id: number): Promise<Profile> {
      const { member: p, merchant: m } = await find(merchant, id);
      const [main, held, levels, label, limits, agents] = await Promise.all([
        wallet.mainBalance(m, p.id),
        wallet.heldBalance(m, p.id),
        vip.levelsOf([p.id]),
        vip.labelOf(m.id, p.id),
        responsibleGaming.state(m, p.id),
        members.ops.agentLine(p.id),
      ]);
      return {
        id: p.id,
        username: p.username,
        nickname: p.nickname,
        merchant: m.code,
        type: p.type,
        state: stateOf(p.status),
        mustChangePassword: p.mustChangePassword,
        email: p.email,
        mobile: p.mobile,
        payeeName: p.payeeName,
        registerIp: p.registerIp,
        region: p.region ? (regionsOf(m.dialCode).find((r) => r.value === p.region)?.label ?? p.region) : null,
        lastLoginIp: p.lastLoginIp,
        registeredAt: iso(p.registeredAt),
        lastLoginAt: iso(p.lastLoginAt),
        balances: { currency: m.currency, main, held },
        vip: label === null ? null : { level: levels.get(p.id) ?? 0, label },
        kyc: p.idVerificationStatus,
        limits,
        agents,
      };
    },
  };
}
export type PlayerReads = ReturnType<typeof createPlayerReads>;
