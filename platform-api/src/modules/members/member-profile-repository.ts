import { AGENT_TYPES, type IdVerificationStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** The register-user profile of SPEC §3 kept on the member (every field optional). */
export interface MemberProfile {
  payeeName?: string | null;
  /** yyyy-MM-dd. */
  birthday?: string | null;
  qqNum?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  idType?: number | null;
  placeOfBirth?: string | null;
  address?: string | null;
  permanentAddress?: string | null;
  nationality?: string | null;
  /** The value of one of the merchant's regions. */
  region?: string | null;
  occupation?: number | null;
  sourceOfIncome?: number | null;
  referralCode?: string | null;
  registerIp: string;
  registerUrl?: string | null;
}

/** An agent found by its invitation code. */
export interface InvitingAgent {
  id: number;
  username: string;
  nickname: string;
}

// Column order of setProfile's parameters $2 … (MemberProfile keys).
const PROFILE_COLUMNS = [
  ['payee_name', 'payeeName'],
  ['birthday', 'birthday'],
  ['qq_num', 'qqNum'],
  ['line', 'line'],
  ['whatsapp', 'whatsapp'],
  ['facebook', 'facebook'],
  ['wechat', 'wechat'],
  ['id_number', 'idNumber'],
  ['id_type', 'idType'],
  ['place_of_birth', 'placeOfBirth'],
  ['address', 'address'],
  ['permanent_address', 'permanentAddress'],
  ['nationality', 'nationality'],
  ['region', 'region'],
  ['occupation', 'occupation'],
  ['source_of_income', 'sourceOfIncome'],
  ['referral_code', 'referralCode'],
  ['register_ip', 'registerIp'],
  ['register_url', 'registerUrl'],
] as const satisfies readonly (readonly [string, keyof MemberProfile])[];

/** The member's mobile number, e-mail and payee name: what the new-IP check may ask about (SPEC §4). */
export interface VerificationContacts {
  mobileDialCode: string | null;
  mobileNum: string | null;
  email: string | null;
  payeeName: string | null;
}

/** A member's name, birthday (yyyy-MM-dd) and ID as registered. */
export interface MemberIdentity {
  merchantId: number;
  username: string;
  fullName: string | null;
  birthday: string | null;
  idType: number | null;
  idNumber: string | null;
}

/** What the profile page shows and edits (mobile: dial code without '+', number without its leading 0). */
export interface MemberContacts {
  nickname: string;
  email: string | null;
  mobileDialCode: string | null;
  mobileNum: string | null;
  iconId: string | null;
  /** yyyy-MM-dd, or null when never given. */
  birthday: string | null;
}

/** A change of the profile: only the fields given are written. */
export interface ContactsPatch {
  nickname?: string;
  email?: string;
  mobile?: { dialCode: string; number: string };
  /** yyyy-MM-dd; written only while the member has none (a birthday is set once). */
  birthday?: string;
}

/** A member's profile columns: the register profile, contacts, invitation codes and the ID-verification status. */
export function createMemberProfileRepository(db: Db) {
  return {
    /** The ACTIVE agent (types 1, 2, 41, 42) of the merchant with this invitation code (case-insensitive), or null. */
    async findAgentByInvitationCode(merchantId: number, code: string, tx: Db = db): Promise<InvitingAgent | null> {
      const { rows } = await tx.query<InvitingAgent>(
        `SELECT id, username, nickname FROM members
         WHERE merchant_id = $1 AND invitation_code IS NOT NULL AND upper(invitation_code) = upper($2)
           AND type = ANY($3::smallint[]) AND status = 'ACTIVE'`,
        [merchantId, code.trim(), [...AGENT_TYPES]],
      );
      return rows[0] ?? null;
    },
    /** Stores the profile of a member just registered and stamps registered_at. */
    async setProfile(memberId: number, p: MemberProfile, tx: Db = db): Promise<void> {
      const sets = PROFILE_COLUMNS.map(([col], i) => `${col} = $${i + 2}`).join(', ');
      await tx.query(`UPDATE members SET ${sets}, registered_at = now() WHERE id = $1`, [
        memberId,
        ...PROFILE_COLUMNS.map(([, key]) => p[key] ?? null),
      ]);
    },
    /** Nickname, e-mail, mobile and chosen icon, or null for an unknown member. */
    async contacts(id: number, tx: Db = db): Promise<MemberContacts | null> {
      const { rows } = await tx.query<MemberContacts>(
        `SELECT nickname, email, mobile_dial_code AS "mobileDialCode", mobile_num AS "mobileNum", icon_id AS "iconId",
           to_char(birthday, 'YYYY-MM-DD') AS birthday
         FROM members WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
    /** Writes the given profile fields (nothing else). */
    async updateContacts(id: number, p: ContactsPatch, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE members SET nickname = coalesce($2, nickname), email = coalesce($3, email),
           mobile_dial_code = coalesce($4, mobile_dial_code), mobile_num = coalesce($5, mobile_num),
           birthday = coalesce(birthday, $6::date)
         WHERE id = $1`,
        [
          id,
          p.nickname ?? null,
          p.email ?? null,
          p.mobile?.dialCode ?? null,
          p.mobile?.number ?? null,
          p.birthday ?? null,
        ],
      );
    },
    /** Stores the chosen avatar (null: the default). */
    async setIcon(id: number, iconId: string | null, tx: Db = db): Promise<void> {
      await tx.query('UPDATE members SET icon_id = $2 WHERE id = $1', [id, iconId]);
    },
    /** What the new-IP check can ask the member to prove (each null when the member has none), or null. */
    async verificationContacts(id: number, tx: Db = db): Promise<VerificationContacts | null> {
      const { rows } = await tx.query<VerificationContacts>(
        `SELECT mobile_dial_code AS "mobileDialCode", mobile_num AS "mobileNum", email, payee_name AS "payeeName"
         FROM members WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
    /** Who the member says it is (the restricted-persons check): merchant, username, payee name, birthday, ID. */
    async identity(id: number, tx: Db = db): Promise<MemberIdentity | null> {
      const { rows } = await tx.query<MemberIdentity>(
        `SELECT merchant_id AS "merchantId", username, payee_name AS "fullName",
           to_char(birthday, 'YYYY-MM-DD') AS birthday, id_type AS "idType", id_number AS "idNumber"
         FROM members WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
    /** The member's identity-verification status (N, P, A, R), or null for an unknown member. */
    async idVerificationStatus(id: number, tx: Db = db): Promise<IdVerificationStatus | null> {
      const { rows } = await tx.query<{ status: IdVerificationStatus }>(
        'SELECT id_verification_status AS status FROM members WHERE id = $1',
        [id],
      );
      return rows[0]?.status ?? null;
    },
    /** The identity-verification status, the member row locked for the transaction (null: unknown member). */
    async lockIdVerificationStatus(id: number, tx: Db): Promise<IdVerificationStatus | null> {
      const { rows } = await tx.query<{ status: IdVerificationStatus }>(
        'SELECT id_verification_status AS status FROM members WHERE id = $1 FOR UPDATE',
        [id],
      );
      return rows[0]?.status ?? null;
    },
    /** Sets the identity-verification status unconditionally (upload → P). */
    async setIdVerificationStatus(id: number, status: IdVerificationStatus, tx: Db = db): Promise<void> {
      await tx.query('UPDATE members SET id_verification_status = $2 WHERE id = $1', [id, status]);
    },
    /** The members waiting for an identity review (status P) of these merchants (null: all), as the desk lists them. */
    async idVerificationPending(merchantIds: readonly number[] | null, tx: Db = db) {
      const { rows } = await tx.query<{ id: number; merchantId: number }>(
        `SELECT id, merchant_id AS "merchantId" FROM members
         WHERE id_verification_status = 'P' AND ($1::int[] IS NULL OR merchant_id = ANY($1::int[])) ORDER BY id`,
        [merchantIds],
      );
      return rows;
    },
    /** A review: P → A or R; false when the member is not pending. */
    async reviewIdVerification(id: number, status: 'A' | 'R', tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE members SET id_verification_status = $2 WHERE id = $1 AND id_verification_status = 'P' RETURNING id`,
        [id, status],
      );
      return rows.length > 0;
    },
  };
}
export type MemberProfileRepository = ReturnType<typeof createMemberProfileRepository>;
