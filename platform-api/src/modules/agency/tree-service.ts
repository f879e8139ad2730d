import { isAgentType, type AgencyNode } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { notFound } from '../../infra/errors/common-errors';
import { dayRange } from '../../infra/http/date-range';
import type { Member, MembersService, TreeMemberRow } from '../members';
import type { Merchant } from '../merchants';
import type { ContractOps } from './contract-ops';
import { agencyError } from './errors';
import { createTeamRepository } from './team-repository';
import type { TeamService } from './team-service';

export interface TreeDeps {
  db: Db;
  members: Pick<MembersService, 'tree' | 'findByUsername' | 'findInTeam' | 'ops'>;
  team: Pick<TeamService, 'overview'>;
  contractOps: Pick<ContractOps, 'endHeld'>;
  now?: () => Date;
}

/** The days of the team figures (UTC, as the agent centre's overview; default today). */
export interface TreeDays {
  startDate?: string;
  endDate?: string;
}

export interface MoveResult {
  account: string;
  fromUpline: string | null;
  toUpline: string;
  moved: number;
  terminatedContracts: number[];
}

/** The trigger's refusal of an upline inside the member's own subtree (migration 035). */
const isCycle = (e: unknown) => (e as { code?: unknown } | null)?.code === '23001';

/**
 * The operators' agent tree (issue 29): members.upline_id read one level at a time (the members module's), each node
 * with its team's figures from the agent centre's own overview (the rollups and the ledger), a member's line, and a
 * move of a member with its subtree below another agent of the brand.
 */
export function createTreeService({ db, members, team, contractOps, now = () => new Date() }: TreeDeps) {
  const teamRepo = createTeamRepository(db);

  async function nodes(m: Merchant, rows: readonly TreeMemberRow[], days: TreeDays) {
    const figures = await Promise.all(rows.map((r) => team.overview(m, { id: r.id }, days)));
    const out: AgencyNode[] = rows.map((r, i) => {
      const f = figures[i]!;
      return {
        account: r.username,
        nickname: r.nickname,
        role: isAgentType(r.type) ? 'agent' : 'member',
        status: r.status,
        upline: r.upline,
        directCount: r.directCount,
        teamSize: f.members,
        teamAgents: f.agents,
        activeMembers: f.activeMembers,
        betCount: f.betCount,
        stake: f.stake,
        payout: f.payout,
        ggr: f.stake - f.payout,
        deposits: f.deposits,
        withdrawals: f.withdrawals,
      };
    });
    return out;
  }

  async function memberOf(m: Merchant, account: string): Promise<Member> {
    const found = await members.findByUsername(m.id, account.trim());
    if (!found) throw notFound(`member ${account}`);
    return found;
  }

  return {
    /** A page of `parent`'s direct members (or the top-level agents), with `parent` itself when given. */
    async children(m: Merchant, parent: string | undefined, days: TreeDays, page: { limit: number; offset: number }) {
      const { startDate, endDate } = dayRange(days, now());
      const p = parent === undefined ? null : await memberOf(m, parent);
      const found = await members.tree.children(m.id, p?.id ?? null, page);
      const rows = p ? [...(await members.tree.byIds(m.id, [p.id])), ...found.list] : found.list;
      const all = await nodes(m, rows, { startDate, endDate });
      return {
        parent: p ? all[0]! : null,
        list: p ? all.slice(1) : all,
        total: found.total,
        startDate,
        endDate,
      };
    },

    /** The member's line from the top (its ancestors, then itself), each a node with its team figures. */
    async path(m: Merchant, account: string, days: TreeDays): Promise<AgencyNode[]> {
      const { startDate, endDate } = dayRange(days, now());
      const member = await memberOf(m, account);
      const line = await members.ops.agentLine(member.id);
      const ids = [...line.map((l) => l.id).reverse(), member.id];
      return nodes(m, await members.tree.byIds(m.id, ids), { startDate, endDate });
    },

    /** The checks of a move made before its transaction: both members of the brand, an agent above, no cycle. */
    async checkMove(m: Merchant, account: string, newUpline: string) {
      const member = await memberOf(m, account);
      const upline = await memberOf(m, newUpline);
      if (!isAgentType(upline.type)) throw agencyError('UPLINE_NOT_AGENT');
      if (upline.id === member.id || (await members.findInTeam(member.id, upline.username)))
        throw agencyError('MOVE_CYCLE');
      if (member.uplineId === upline.id) throw agencyError('SAME_UPLINE');
      const before = member.uplineId === null ? [] : await members.tree.byIds(m.id, [member.uplineId]);
      return { member, upline, fromUpline: before[0]?.username ?? null };
    },

    /**
     * Moves the member below `upline` in `tx`: one move per brand at a time (so two crossing moves cannot make a
     * cycle), the contracts it holds end, upline_id changes (the triggers re-link the subtree and its rollups in the
     * same transaction; an upline that has become its downline meanwhile is MOVE_CYCLE).
     */
    async move(
      m: Merchant,
      checked: { member: Member; upline: Member; fromUpline: string | null },
      tx: Db,
    ): Promise<MoveResult> {
      const { member, upline } = checked;
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['agency.move', m.id]);
      if (await members.findInTeam(member.id, upline.username, tx)) throw agencyError('MOVE_CYCLE');
      const terminatedContracts = await contractOps.endHeld(member.id, tx);
      await tx
        .transaction((t) => members.tree.setUpline(member.id, upline.id, t))
        .catch((e: unknown) => {
          throw isCycle(e) ? agencyError('MOVE_CYCLE') : e;
        });
      const sizes = await teamRepo.sizes([member.id], tx);
      return {
        account: member.username,
        fromUpline: checked.fromUpline,
        toUpline: upline.username,
        moved: (sizes.get(member.id) ?? 0) + 1,
        terminatedContracts,
      };
    },
  };
}
export type TreeService = ReturnType<typeof createTreeService>;
