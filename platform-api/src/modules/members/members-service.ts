import { MEMBER_ICONS, type IdVerificationStatus, type MemberIconId, type MemberInfo } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { invalidField } from '../../infra/errors/common-errors';
import type { Merchant } from '../merchants';
import { memberIconUrl } from './member-icon';
import { memberInfoOf } from './member-info';
import { createMemberStatsRepository } from './member-stats-repository';
import { createMemberOpsRepository } from './member-ops-repository';
import { createTeamMemberRepository, type TeamMemberQuery } from './team-member-repository';
import { createMemberTreeRepository } from './member-tree-repository';
import { createMemberAgentRepository } from './member-agent-repository';
import {
  createMemberProfileRepository,
  type ContactsPatch,
  type MemberContacts,
  type MemberProfile,
} from './member-profile-repository';
import { createMemberRepository, type Member, type MemberStatus, type NewMember } from './member-repository';

/** The merchant's password rule a login checks. */
type PasswordPolicy = Pick<Merchant, 'passwordMaxAgeDays'>;

export interface MembersDeps {
  db: Db;
}

/**
 * The members domain: member accounts (players, agents, trials), their passwords, language, profile
 * and identity-verification status. The only code that writes the `members` table; other modules
 * create, find and update members here.
 */
export function createMembersService({ db }: MembersDeps) {
  const members = createMemberRepository(db);
  const profiles = createMemberProfileRepository(db);
  const team = createTeamMemberRepository(db);
  const stats = createMemberStatsRepository(db);
  const ops = createMemberOpsRepository(db);
  const tree = createMemberTreeRepository(db);
  const agents = createMemberAgentRepository(db);

  return {
    findByUsername: (merchantId: number, username: string, tx?: Db): Promise<Member | null> =>
      members.findByUsername(merchantId, username, tx),
    findById: (merchantId: number, id: number, tx?: Db): Promise<Member | null> => members.findById(merchantId, id, tx),
    /** The ACTIVE member of this id in any merchant, or null (the session check). */
    findActiveById: (id: number, tx?: Db): Promise<Member | null> => members.findActiveById(id, tx),
    /** The member's merchant (any status), or null for an unknown id (responsible gaming's history). */
    merchantOf: (id: number, tx?: Db): Promise<number | null> => agents.merchantOf(id, tx),
    /** One page of the merchant's agents (`topOnly`: without an upline) and their count (the agent report). */
    agentsPage: (merchantId: number, topOnly: boolean, page: PageWindow) =>
      agents.agentsPage(merchantId, topOnly, page),
    /** When the member registered (promotions' NEW_MEMBERS audience), or null for an unknown id. */
    registeredAt: (id: number, tx?: Db): Promise<Date | null> => members.registeredAt(id, tx),
    /** The usernames of these members of the merchant, by id. */
    usernames: (merchantId: number, ids: readonly number[]): Promise<Map<number, string>> =>
      members.usernames(merchantId, ids),
    /** By normalised mobile number (dial code without '+', number without its leading 0). */
    findByMobile: (merchantId: number, dialCode: string, num: string, tx?: Db): Promise<Member | null> =>
      members.findByMobile(merchantId, dialCode, num, tx),
    findByUsernameAndEmail: (merchantId: number, username: string, email: string, tx?: Db): Promise<Member | null> =>
      members.findByUsernameAndEmail(merchantId, username, email, tx),
    /** A page of an agent's team members (all levels or direct only), searched by part of the username. */
    teamPage: (q: TeamMemberQuery, page: { limit: number; offset: number }) => team.page(q, page),
    /** The member of this username in the agent's team (below it), or null: the agency's subtree check. */
    findInTeam: (ancestorId: number, username: string, tx?: Db) => team.find(ancestorId, username, tx),
    /** The agent's invitation code (`candidate` becomes it when it has none). */
    ensureInvitationCode: (id: number, candidate: string) => team.ensureInvitationCode(id, candidate),
    /** New members (not trials) per merchant and day of [from, to) (the back office's dashboard). */
    registrationsByDay: (q: { merchantIds: readonly number[]; from: Date; to: Date; timeZone: string }) =>
      stats.registrationsByDay(q),
    /** Inserts a member (registration, free play, social sign-in, seeds and tests). */
    create: (m: NewMember, tx?: Db): Promise<Member> => members.create(m, tx),
    /** Stamps a successful login (last login); tells first login (unless `welcomes` is false) and an expired/temporary password. */
    recordLogin: (id: number, ip: string, merchant: PasswordPolicy, tx?: Db, welcomes = true) =>
      members.recordLogin(id, ip, merchant.passwordMaxAgeDays, tx, welcomes),
    /** The password hash and whether the password is temporary or older than the merchant allows. */
    passwordState: (id: number, merchant: PasswordPolicy, tx?: Db) =>
      members.passwordState(id, merchant.passwordMaxAgeDays, tx),
    passwordHash: (id: number, tx?: Db): Promise<string | null> => members.passwordHash(id, tx),
    /** Replaces the password hash (mustChange: a temporary password). */
    setPassword: (id: number, hash: string, mustChange: boolean, tx?: Db): Promise<void> =>
      members.setPassword(id, hash, mustChange, tx),
    setStatus: (id: number, status: MemberStatus, tx?: Db): Promise<void> => members.setStatus(id, status, tx),
    /** Stores one of the merchant's languages (case-insensitive); VALIDATION (field `lang`) otherwise. */
    async setLanguage(id: number, languages: readonly string[], requested: string): Promise<void> {
      const lang = languages.find((l) => l.toUpperCase() === requested.trim().toUpperCase());
      if (!lang) throw invalidField('lang', `lang must be one of: ${languages.join(', ')}`);
      await members.setLang(id, lang);
    },
    /** The member's stored language (null: never set): the language of its SMS and e-mails when the request names none. */
    language: (id: number, tx?: Db): Promise<string | null> => members.lang(id, tx),
    /** Stores the register profile of a member just created and stamps registered_at. */
    setProfile: (id: number, p: MemberProfile, tx?: Db): Promise<void> => profiles.setProfile(id, p, tx),
    /** The ACTIVE agent with this invitation code (case-insensitive), or null. */
    findAgentByInvitationCode: (merchantId: number, code: string, tx?: Db) =>
      profiles.findAgentByInvitationCode(merchantId, code, tx),
    /** Mobile, e-mail and payee name (what the new-IP check may ask about), or null. */
    verificationContacts: (id: number, tx?: Db) => profiles.verificationContacts(id, tx),
    /** The members waiting for an identity review (status P) of these merchants (null: all): the desk's kyc items. */
    idVerificationPending: (merchantIds: readonly number[] | null) => profiles.idVerificationPending(merchantIds),
    /** The member's name, birthday and ID as registered (the restricted-persons check), or null. */
    identity: (id: number, tx?: Db) => profiles.identity(id, tx),
    idVerificationStatus: (id: number, tx?: Db): Promise<IdVerificationStatus | null> =>
      profiles.idVerificationStatus(id, tx),
    /** The status with the member row locked until the transaction ends (null: unknown member). */
    lockIdVerificationStatus: (id: number, tx: Db): Promise<IdVerificationStatus | null> =>
      profiles.lockIdVerificationStatus(id, tx),
    setIdVerificationStatus: (id: number, status: IdVerificationStatus, tx?: Db): Promise<void> =>
      profiles.setIdVerificationStatus(id, status, tx),
    /** An operator review: P → A or R; false when the member is not pending. */
    reviewIdVerification: (id: number, status: 'A' | 'R', tx?: Db): Promise<boolean> =>
      profiles.reviewIdVerification(id, status, tx),
    /** The member as the client stores it (SPEC §3). */
    info: (m: Pick<Member, 'id' | 'username' | 'nickname' | 'type'>): MemberInfo => memberInfoOf(m),
    /** The avatar URL of the member (initials on a colour fixed by the id). */
    iconUrl: (m: Pick<Member, 'id' | 'username' | 'nickname'>): string => memberIconUrl(m),
    /** The member's avatar: its URL, the chosen icon (null: the default) and the icons it may choose. */
    async icon(m: Pick<Member, 'id' | 'username' | 'nickname'>) {
      const stored = (await profiles.contacts(m.id))?.iconId ?? null;
      const iconId = MEMBER_ICONS.find((i) => i === stored) ?? null;
      return { icon: memberIconUrl(m, iconId), iconId, choices: [...MEMBER_ICONS] };
    },
    /** Chooses one of MEMBER_ICONS (null: back to the default); answers the new avatar. */
    async setIcon(m: Pick<Member, 'id' | 'username' | 'nickname'>, iconId: MemberIconId | null) {
      await profiles.setIcon(m.id, iconId);
      return { icon: memberIconUrl(m, iconId), iconId };
    },
    /** Nickname, e-mail, mobile and icon (the profile page), or null. */
    contacts: (id: number, tx?: Db): Promise<MemberContacts | null> => profiles.contacts(id, tx),
    /** Writes the given profile fields; the caller has validated them (and proved a new mobile number). */
    updateContacts: (id: number, p: ContactsPatch, tx?: Db): Promise<void> => profiles.updateContacts(id, p, tx),
    /** The back office's reads and flags (issue 25): search, profile, links, agent line, the KYC queue. */
    ops,
    /** The agent tree (the console's agency page): a level, members by id, and a move below another upline. */
    tree,
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
