import type { playersOpsApi } from 'shared-contracts';
import type { MemberOverview, MembersService } from '../members';
import type { SecurityService } from '../security';

export interface LinkedAccountDeps {
  members: Pick<MembersService, 'ops'>;
  security: Pick<SecurityService, 'sharedIps'>;
}

const sameName = (a: string | null, b: string | null) =>
  !!a?.trim() && !!b?.trim() && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Linked accounts (issue 25): the other members of the player's merchant who logged in or registered from one of
 * its IPs (registration IP, last login IP, every login IP the security module remembers), or who registered the
 * same payee name (a withdrawal account's holder must be the registered payee name, so it covers them). Each says
 * what it shares; `sameAgentLine` when one is the other's agent (at any depth) or both have the same direct agent.
 */
export async function linkedAccounts(
  deps: LinkedAccountDeps,
  me: MemberOverview,
): Promise<playersOpsApi.LinkedAccount[]> {
  const { members, security } = deps;
  const known = await security.sharedIps(me.id);
  const myIps = new Set([...known.ips, me.registerIp, me.lastLoginIp].filter((ip): ip is string => !!ip));
  const knownOf = new Map<number, Set<string>>();
  for (const o of known.others) knownOf.set(o.memberId, (knownOf.get(o.memberId) ?? new Set()).add(o.ip));
  const candidates = await members.ops.linkCandidates(me.merchantId, me.id, {
    ips: [...myIps],
    ids: [...knownOf.keys()],
    payeeName: me.payeeName,
  });
  const myLine = new Set((await members.ops.agentLine(me.id)).map((a) => a.id));
  const linked: playersOpsApi.LinkedAccount[] = [];
  for (const c of candidates) {
    const theirIps = new Set([c.registerIp, c.lastLoginIp, ...(knownOf.get(c.id) ?? [])]);
    const shares: playersOpsApi.LinkedAccount['shares'] = [...myIps]
      .filter((ip) => theirIps.has(ip))
      .sort()
      .map((ip) => ({ kind: 'ip', value: ip }));
    if (sameName(me.payeeName, c.payeeName)) shares.push({ kind: 'payee', value: c.payeeName!.trim() });
    if (shares.length === 0) continue;
    const sameParent = me.uplineId !== null && me.uplineId === c.uplineId;
    const sameAgentLine =
      sameParent || myLine.has(c.id) || (await members.ops.agentLine(c.id)).some((a) => a.id === me.id);
    linked.push({ id: c.id, username: c.username, shares, sameAgentLine });
  }
  return linked;
}
