import type { RequestOf, ResponseOf } from 'shared-contracts';
import { TRIAL_TYPE } from 'shared-contracts';
import type { ReferralRules, ReferralState, referralApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import type { ErrorExtra } from '../../infra/errors/domain-error';
import { paging } from '../../infra/paging';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import type { PaymentsService } from '../payments';
import type { RewardsService } from '../rewards';
import { createCodeRepository } from './code-repository';
import { referralError } from './errors';
import { createLinkRepository } from './link-repository';
import { maskAccount, qualifyFriends, type QualifyResult } from './qualification';
import { createSettingsRepository, PROGRAMME_OFF } from './settings-repository';

export interface ReferralDeps {
  db: Db;
  members: Pick<MembersService, 'findById' | 'usernames'>;
  payments: Pick<PaymentsService, 'creditedByMember'>;
  rewards: Pick<RewardsService, 'grant' | 'byKeys'>;
  now: () => Date;
}

const DEFAULT_PAGE_SIZE = 10;
const keyOf = (inviteeId: number) => `invitee:${inviteeId}`;

/** The register link on `domain` when it is an http(s) origin, else a path (the client adds its own origin). */
const linkOf = (domain: string | undefined, code: string): string => {
  const d = domain?.trim() ?? '';
  const origin = /^https?:\/\/[^/\s]+$/i.test(d) ? d : '';
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
};

/**
 * The referral programme (issue 14, ADR 0009): members' referral codes, friends linked at registration, their
 * qualification on the job queue and the referrer's reward through the reward centre.
 */
export function createReferralService(deps: ReferralDeps) {
  const { db, members, rewards, now } = deps;
  const codes = createCodeRepository(db);
  const links = createLinkRepository(db);
  const settings = createSettingsRepository(db);

  /** The states of qualified friends: REWARDED once the referrer claimed the friend's reward, else QUALIFIED. */
  const claimedKeys = async (referrerId: number, inviteeIds: readonly number[]): Promise<Set<string>> => {
    if (inviteeIds.length === 0) return new Set();
    const granted = await rewards.byKeys(referrerId, 'REFERRAL', inviteeIds.map(keyOf));
    return new Set(granted.filter((r) => r.status === 'CLAIMED').map((r) => r.sourceKey));
  };

  return {
    /** The merchant's rules (the programme is off for a merchant that never had any). */
    rules: async (merchantId: number): Promise<ReferralRules> => (await settings.get(merchantId)) ?? PROGRAMME_OFF,

    /** Replaces the merchant's rules (PUT /ops/referral); friends not qualified yet are judged by them from now on. */
    configure: (merchantId: number, r: ReferralRules, tx?: Db): Promise<void> => settings.set(merchantId, r, tx),

    /**
     * The referrer of a register form's code (any case): an active real member of the merchant holding it, else
     * REFERRAL_CODE_INVALID (with `extra`, e.g. the form's field).
     */
    async referrerByCode(merchantId: number, code: string, extra?: ErrorExtra): Promise<{ id: number }> {
      const id = /^[A-Za-z0-9]{4,20}$/.test(code) ? await codes.holder(merchantId, code) : null;
      const referrer = id === null ? null : await members.findById(merchantId, id);
      if (!referrer || referrer.status !== 'ACTIVE' || referrer.type === TRIAL_TYPE)
        throw referralError('REFERRAL_CODE_INVALID', extra);
      return { id: referrer.id };
    },

    /** Links a member just registered to its referrer (in the registration's transaction); nobody refers themselves. */
    async link(merchantId: number, referrerId: number, inviteeId: number, tx?: Db): Promise<void> {
      if (referrerId === inviteeId) throw referralError('REFERRAL_CODE_INVALID', { field: 'referralCode' });
      await links.insert(merchantId, referrerId, inviteeId, tx);
    },

    /** GET /wps/referral: the member's code (made on first use), link, the rules and the counts. */
    async overview(
      merchant: Merchant,
      memberId: number,
      domain: string | undefined,
    ): Promise<ResponseOf<typeof referralApi.getReferral>> {
      const [code, rules, summary] = await Promise.all([
        codes.ensure(merchant.id, memberId),
        settings.get(merchant.id),
        links.summary(memberId),
      ]);
      const claimed = await claimedKeys(memberId, summary.qualifiedIds);
      return {
        code,
        link: linkOf(domain, code),
        currency: merchant.currency,
        rules: rules ?? PROGRAMME_OFF,
        invited: summary.invited,
        qualified: summary.qualifiedIds.length,
        rewarded: claimed.size,
        earned: summary.earned,
      };
    },

    /** GET /wps/referral/friends: the member's friends, newest first, with their state. */
    async friends(
      merchantId: number,
      memberId: number,
      q: RequestOf<typeof referralApi.listFriends>,
    ): Promise<ResponseOf<typeof referralApi.listFriends>> {
      const page = paging(q, DEFAULT_PAGE_SIZE);
      const { rows, total } = await links.page(memberId, page);
      const [names, claimed] = await Promise.all([
        members.usernames(
          merchantId,
          rows.map((r) => r.inviteeId),
        ),
        claimedKeys(
          memberId,
          rows.filter((r) => r.qualifiedAt).map((r) => r.inviteeId),
        ),
      ]);
      const stateOf = (r: (typeof rows)[number]): ReferralState =>
        !r.qualifiedAt ? 'REGISTERED' : claimed.has(keyOf(r.inviteeId)) ? 'REWARDED' : 'QUALIFIED';
      return {
        list: rows.map((r) => ({
          account: maskAccount(names.get(r.inviteeId) ?? ''),
          joinedAt: r.linkedAt.toISOString(),
          state: stateOf(r),
          qualifiedAt: r.qualifiedAt ? r.qualifiedAt.toISOString() : null,
          reward: r.reward,
        })),
        ...page.pages(total),
      };
    },

    /** One run of `referral.qualify` as of `at` (default now), for every merchant or one. */
    qualify: (at: Date = now(), merchantId?: number): Promise<QualifyResult> => qualifyFriends(deps, at, merchantId),
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
