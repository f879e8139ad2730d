import type { RequestOf, ResponseOf } from 'shared-contracts';
import { isAgentType } from 'shared-contracts';
import type { agencyApi } from 'shared-contracts/agency';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../infra/crypto/password';
import type { Db } from '../../infra/db';
import { betRecordView, type BetsService } from '../bets';
import type { Member, MembersService } from '../members';
import type { Merchant } from '../merchants';
import { dayRange } from '../../infra/http/date-range';
import { paging } from '../../infra/paging';
import { plainText } from '../../infra/sanitize';
import { moneyPostings, type WalletService } from '../wallet';
import type { WithdrawalsService } from '../withdrawals';
import { agencyError } from './errors';
import { createTeamRepository } from './team-repository';

export interface TeamDeps {
  db: Db;
  members: Pick<
    MembersService,
    'teamPage' | 'findInTeam' | 'findByUsername' | 'create' | 'usernames' | 'ensureInvitationCode'
  >;
  bets: Pick<BetsService, 'teamHistory' | 'teamLoss'>;
  wallet: Pick<WalletService, 'moneyInOut' | 'statement' | 'mainBalances' | 'mainAccount' | 'post'>;
  withdrawals: Pick<WithdrawalsService, 'verifyFundPassword'>;
  now?: () => Date;
}

type Out<E> = Promise<ResponseOf<E>>;
type In<E> = RequestOf<E>;

const newCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 8);

/**
 * The agent centre's team pages (SPEC §2, ADR 0008). Every number is a query of its owner — bet records
 * (bets), ledger entries (wallet), members — scoped by the team (agency_team through the team_links view);
 * nothing is copied. An account outside the caller's team is NOT_IN_TEAM.
 */
export function createTeamService(deps: TeamDeps) {
  const { members, bets, wallet, now = () => new Date() } = deps;
  const team = createTeamRepository(deps.db);

  /** The team member `account` (below the agent), or NOT_IN_TEAM. */
  async function inTeam(agent: Member, account: string) {
    const m = await members.findInTeam(agent.id, account);
    if (!m) throw agencyError('NOT_IN_TEAM');
    return m;
  }
  /** The member an account filter names (the agent itself, or one of its team), or null for the whole team. */
  async function only(agent: Member, account: string | undefined): Promise<number | null> {
    const a = account?.trim();
    if (!a) return null;
    if (a.toLowerCase() === agent.username.toLowerCase()) return agent.id;
    return (await inTeam(agent, a)).id;
  }
  const names = async (merchantId: number, ids: Iterable<number>) => members.usernames(merchantId, [...new Set(ids)]);

  return {
    inTeam,

    async overview(
      m: Merchant,
      agent: Pick<Member, 'id'>,
      input: In<typeof agencyApi.getTeamOverview>,
    ): Out<typeof agencyApi.getTeamOverview> {
      const { startDate, endDate, from, to } = dayRange(input, now());
      const [counts, money] = await Promise.all([
        team.overview(agent.id, startDate, endDate),
        wallet.moneyInOut({ merchantId: m.id, memberId: agent.id, currency: m.currency, from, to, scope: 'team' }),
      ]);
      return {
        startDate,
        endDate,
        currency: m.currency,
        ...counts,
        profit: counts.payout - counts.stake,
        ...money,
      };
    },

    async members(
      m: Merchant,
      agent: Member,
      input: In<typeof agencyApi.listTeamMembers>,
    ): Out<typeof agencyApi.listTeamMembers> {
      const page = paging(input);
      const found = await members.teamPage(
        { ancestorId: agent.id, account: input.account?.trim() || null, directOnly: input.scope !== 'all' },
        page,
      );
      const ids = found.list.map((r) => r.id);
      const [balances, sizes] = await Promise.all([wallet.mainBalances(m, ids), team.sizes(ids)]);
      return {
        list: found.list.map((r) => ({
          account: r.username,
          nickname: r.nickname,
          isAgent: isAgentType(r.type),
          level: r.level,
          upline: r.upline,
          balance: balances.get(r.id) ?? 0,
          teamSize: sizes.get(r.id) ?? 0,
          joinedAt: r.createdAt.toISOString(),
        })),
        ...page.pages(found.total),
      };
    },

    async member(m: Merchant, agent: Member, input: In<typeof agencyApi.getTeamMember>) {
      const r = await inTeam(agent, input.account);
      const { from, to } = dayRange(input, now());
      const [balances, sizes, bet, money] = await Promise.all([
        wallet.mainBalances(m, [r.id]),
        team.sizes([r.id]),
        bets.teamLoss({ merchantId: m.id, ancestorId: agent.id, memberId: r.id, from, to }, { limit: 1, offset: 0 }),
        wallet.moneyInOut({ merchantId: m.id, memberId: r.id, currency: m.currency, from, to }),
      ]);
      return {
        member: {
          account: r.username,
          nickname: r.nickname,
          isAgent: isAgentType(r.type),
          level: r.level,
          upline: r.upline,
          balance: balances.get(r.id) ?? 0,
          teamSize: sizes.get(r.id) ?? 0,
          joinedAt: r.createdAt.toISOString(),
        },
        id: r.id,
        betCount: bet.totals.betCount,
        stake: bet.totals.stake,
        payout: bet.totals.payout,
        ...money,
      };
    },

    async bets(
      m: Merchant,
      agent: Member,
      input: In<typeof agencyApi.listTeamBets>,
    ): Out<typeof agencyApi.listTeamBets> {
      const { from, to } = dayRange(input, now());
      const page = paging(input);
      const memberId = await only(agent, input.account);
      const found = await bets.teamHistory(
        { merchantId: m.id, ancestorId: agent.id, memberId, from, to, status: input.status ?? null },
        page,
      );
      const who = await names(
        m.id,
        found.list.map((b) => b.memberId),
      );
      return {
        list: found.list.map(({ memberId: id, ...b }) => ({ ...betRecordView(b), account: who.get(id) ?? '' })),
        ...page.pages(found.total),
        totals: found.totals,
      };
    },

    async loss(
      m: Merchant,
      agent: Member,
      input: In<typeof agencyApi.listTeamLoss>,
    ): Out<typeof agencyApi.listTeamLoss> {
      const { from, to } = dayRange(input, now());
      const page = paging(input);
      const memberId = await only(agent, input.account);
      const found = await bets.teamLoss({ merchantId: m.id, ancestorId: agent.id, memberId, from, to }, page);
      const ids = found.list.map((r) => r.memberId);
      const [who, agents] = await Promise.all([names(m.id, ids), team.agentFlags(agent.id, ids)]);
      return {
        list: found.list.map((r) => ({
          account: who.get(r.memberId) ?? '',
          isAgent: agents.get(r.memberId) ?? false,
          betCount: r.betCount,
          stake: r.stake,
          payout: r.payout,
          winLoss: r.payout - r.stake,
        })),
        ...page.pages(found.total),
        totals: { ...found.totals, winLoss: found.totals.payout - found.totals.stake },
      };
    },

    async transactions(
      m: Merchant,
      agent: Member,
      input: In<typeof agencyApi.listTeamTransactions>,
    ): Out<typeof agencyApi.listTeamTransactions> {
      const { from, to } = dayRange(input, now());
      const page = paging(input);
      const memberId = await only(agent, input.account);
      const found = await wallet.statement(
        {
          merchantId: m.id,
          memberId: memberId ?? agent.id,
          currency: m.currency,
          from,
          to,
          type: input.type ?? null,
          scope: memberId === null ? 'team' : 'member',
        },
        page,
      );
      const who = await names(
        m.id,
        found.list.map((l) => l.memberId),
      );
      return {
        list: found.list.map(({ memberId: id, ...l }) => ({
          ...l,
          member: who.get(id) ?? '',
          createdAt: l.createdAt.toISOString(),
        })),
        ...page.pages(found.total),
        currency: m.currency,
      };
    },

    /** registerCenter: a player or an agent directly below the caller (an agent gets its invitation code). */
    async register(
      m: Merchant,
      agent: Member,
      input: In<typeof agencyApi.registerDownline>,
    ): Out<typeof agencyApi.registerDownline> {
      const nickname = input.nickname === undefined ? '' : plainText(input.nickname, 'nickname');
      if (await members.findByUsername(m.id, input.username)) throw agencyError('DOWNLINE_USERNAME_TAKEN');
      const created = await members
        .create({
          merchantId: m.id,
          username: input.username,
          passwordHash: await hashPassword(input.password),
          type: input.isAgent ? 2 : 0,
          uplineId: agent.id,
          nickname,
          invitationCode: input.isAgent ? newCode() : null,
          // The upline chose the password: it is temporary (SPEC §4 forced change), and the first login welcomes.
          mustChangePassword: true,
          welcomeDue: true,
        })
        .catch((e: unknown) => {
          // A concurrent registration of the same username won the race.
          const err = e as { code?: unknown; constraint?: unknown; message?: unknown } | null;
          if (
            err?.code === '23505' &&
            `${String(err.constraint)} ${String(err.message)}`.includes('members_username_idx')
          )
            throw agencyError('DOWNLINE_USERNAME_TAKEN');
          throw e;
        });
      const code = input.isAgent ? await members.ensureInvitationCode(created.id, newCode()) : null;
      return { account: created.username, isAgent: input.isAgent, invitationCode: code };
    },

    /** The agent's invitation code (made on first use) and the register link on the caller's domain. */
    async invite(agent: Member, domain: string | undefined): Out<typeof agencyApi.getInvite> {
      const code = await members.ensureInvitationCode(agent.id, newCode());
      const origin = /^https?:\/\/[^/\s]+$/i.test(domain?.trim() ?? '') ? domain!.trim() : '';
      return { code, link: `${origin}/register?affiliateCode=${encodeURIComponent(code)}` };
    },

    /** main → a team member's main, after the fund password; once per request id. */
    async transfer(
      m: Merchant,
      agent: Member,
      input: In<typeof agencyApi.transferToDownline>,
    ): Out<typeof agencyApi.transferToDownline> {
      const to = await inTeam(agent, input.account);
      await deps.withdrawals.verifyFundPassword(agent.id, input.fundPassword);
      const [main, toMain] = await Promise.all([wallet.mainAccount(m, agent.id), wallet.mainAccount(m, to.id)]);
      const posted = await wallet.post(
        moneyPostings.transferDownline(
          { merchantId: m.id, memberId: agent.id, main },
          toMain,
          to.id,
          input.requestId,
          input.amount,
        ),
      );
      return {
        transactionId: posted.transactionId,
        amount: input.amount,
        balance: posted.balances[String(main)] ?? 0,
        account: to.username,
      };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
