import type { Db } from '../../infra/db';

/** ACTIVE may log in; LOCKED and NON_MEMBER are refused after the password check. */
export type MemberStatus = 'ACTIVE' | 'LOCKED' | 'NON_MEMBER';

export interface Member {
  id: number;
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  uplineId: number | null;
  nickname: string;
  status: MemberStatus;
}

/** What a successful login learns while recording itself. */
export interface LoginRecord {
  /** The first login of a new account (welcome_due was set: registered or made by its upline); cleared by it. */
  firstTimeLogin: boolean;
  /** The password is temporary or password_changed_at is older than the merchant's password_max_age_days. */
  passwordExpired: boolean;
  /** The password is temporary (must_change_password): a username login must change it whatever the modules say. */
  temporaryPassword: boolean;
}

export interface NewMember {
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  uplineId?: number | null;
  nickname?: string;
  /** Dial code without '+' and national number without its leading 0 (both or neither). */
  mobileDialCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  /** A temporary password that must be changed at the next username login. */
  mustChangePassword?: boolean;
  /** A new account whose first login answers firstTimeLogin (the welcome, docs/product.md). */
  welcomeDue?: boolean;
  /** Agents only: the code new members give to join this agent's downline (unique per merchant, case-insensitive). */
  invitationCode?: string | null;
}

/** What a password change needs to know about the current password. */
export interface PasswordState {
  passwordHash: string;
  /** must_change_password is set (a temporary password). */
  mustChange: boolean;
  /** password_changed_at is older than the merchant's password_max_age_days. */
  expired: boolean;
}

const COLUMNS = `id, merchant_id AS "merchantId", username, password_hash AS "passwordHash", type::int AS type,
  upline_id AS "uplineId", nickname, status`;

/** Member accounts (players, agents, trial users). */
export function createMemberRepository(db: Db) {
  return {
    /** The member with this username (case-insensitive) in a merchant, or null. */
    async findByUsername(merchantId: number, username: string, tx: Db = db): Promise<Member | null> {
      const { rows } = await tx.query<Member>(
        `SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND lower(username) = lower($2)`,
        [merchantId, username],
      );
      return rows[0] ?? null;
    },
    /** The member with this id in a merchant, or null. */
    async findById(merchantId: number, id: number, tx: Db = db): Promise<Member | null> {
      const { rows } = await tx.query<Member>(`SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND id = $2`, [
        merchantId,
        id,
      ]);
      return rows[0] ?? null;
    },
    /** The member with this mobile number (normalised: dial code without '+', no leading 0) in a merchant, or null. */
    async findByMobile(merchantId: number, dialCode: string, num: string, tx: Db = db): Promise<Member | null> {
      const { rows } = await tx.query<Member>(
        `SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND mobile_dial_code = $2 AND mobile_num = $3`,
        [merchantId, dialCode, num],
      );
      return rows[0] ?? null;
    },
    /**
     * Stamps last_login_at/ip, clears welcome_due and reports whether it was set (the first login of a new
     * account; `welcomes` false: a login that leaves it for the next one — the registration's own sign-in) and whether the password must be changed (temporary, or past the merchant's maximum age).
     * The IP is remembered as one the member uses by the security module when the session opens.
     */
    async recordLogin(
      id: number,
      ip: string,
      passwordMaxAgeDays: number,
      tx: Db = db,
      welcomes = true,
    ): Promise<LoginRecord> {
      const { rows } = await tx.query<LoginRecord>(
        `UPDATE members m SET last_login_at = now(), last_login_ip = $2, welcome_due = m.welcome_due AND NOT $4
         FROM (SELECT p.id, p.welcome_due AND $4 AS first, p.must_change_password AS temporary,
                 (p.must_change_password OR p.password_changed_at < now() - make_interval(days => $3)) AS expired
               FROM members p WHERE p.id = $1 FOR UPDATE) prev
         WHERE m.id = prev.id
         RETURNING prev.first AS "firstTimeLogin", prev.expired AS "passwordExpired", prev.temporary AS "temporaryPassword"`,
        [id, ip, passwordMaxAgeDays, welcomes],
      );
      const row = rows[0];
      if (!row) throw new Error(`member ${id} vanished during login`);
      return row;
    },
    /** The member of this id if ACTIVE (any merchant: the session check), or null. */
    async findActiveById(id: number, tx: Db = db): Promise<Member | null> {
      const { rows } = await tx.query<Member>(`SELECT ${COLUMNS} FROM members WHERE id = $1 AND status = 'ACTIVE'`, [
        id,
      ]);
      return rows[0] ?? null;
    },
    /** When the member registered (its row was created), or null for an unknown id. */
    async registeredAt(id: number, tx: Db = db): Promise<Date | null> {
      const { rows } = await tx.query<{ at: string | Date }>(`SELECT created_at AS at FROM members WHERE id = $1`, [
        id,
      ]);
      return rows[0] ? new Date(rows[0].at) : null;
    },
    /** The usernames of these members of the merchant, by id (unknown ids are left out). */
    async usernames(merchantId: number, ids: readonly number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const { rows } = await tx.query<{ id: number; username: string }>(
        `SELECT id, username FROM members WHERE merchant_id = $1 AND id = ANY($2::int[])`,
        [merchantId, ids],
      );
      return new Map(rows.map((r) => [r.id, r.username]));
    },
    /** The member with this username and e-mail (both case-insensitive) in a merchant, or null. */
    async findByUsernameAndEmail(
      merchantId: number,
      username: string,
      email: string,
      tx: Db = db,
    ): Promise<Member | null> {
      const { rows } = await tx.query<Member>(
        `SELECT ${COLUMNS} FROM members
         WHERE merchant_id = $1 AND lower(username) = lower($2) AND email IS NOT NULL AND lower(email) = lower($3)`,
        [merchantId, username, email.trim()],
      );
      return rows[0] ?? null;
    },
    /** The current hash and whether it is temporary or expired, or null. */
    async passwordState(id: number, passwordMaxAgeDays: number, tx: Db = db): Promise<PasswordState | null> {
      const { rows } = await tx.query<PasswordState>(
        `SELECT p.password_hash AS "passwordHash", p.must_change_password AS "mustChange",
           p.password_changed_at < now() - make_interval(days => $2) AS expired
         FROM members p WHERE p.id = $1`,
        [id, passwordMaxAgeDays],
      );
      return rows[0] ?? null;
    },
    /** The member's password hash, or null. */
    async passwordHash(id: number, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ hash: string }>(`SELECT password_hash AS hash FROM members WHERE id = $1`, [
        id,
      ]);
      return rows[0]?.hash ?? null;
    },
    /** Replaces the password: new hash, password_changed_at = now(), must_change_password as given. */
    async setPassword(id: number, passwordHash: string, mustChange: boolean, tx: Db = db): Promise<void> {
      await tx.query(
        'UPDATE members SET password_hash = $2, password_changed_at = now(), must_change_password = $3 WHERE id = $1',
        [id, passwordHash, mustChange],
      );
    },
    /** Stores the member's language. */
    async setLang(id: number, lang: string, tx: Db = db): Promise<void> {
      await tx.query('UPDATE members SET lang = $2 WHERE id = $1', [id, lang]);
    },
    /** The member's stored language (null: never set). */
    async lang(id: number, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ lang: string | null }>('SELECT lang FROM members WHERE id = $1', [id]);
      return rows[0]?.lang ?? null;
    },
    /** Sets an account's status (operator action; tests). */
    async setStatus(id: number, status: MemberStatus, tx: Db = db): Promise<void> {
      await tx.query('UPDATE members SET status = $2 WHERE id = $1', [id, status]);
    },
    /** Inserts a member and returns it. */
    async create(m: NewMember, tx: Db = db): Promise<Member> {
      const { rows } = await tx.query<Member>(
        `INSERT INTO members (merchant_id, username, password_hash, type, upline_id, nickname, mobile_dial_code, mobile_num,
           email, must_change_password, invitation_code, welcome_due)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
        [
          m.merchantId,
          m.username,
          m.passwordHash,
          m.type,
          m.uplineId ?? null,
          m.nickname ?? '',
          m.mobileDialCode ?? null,
          m.mobileNum ?? null,
          m.email ?? null,
          m.mustChangePassword ?? false,
          m.invitationCode ?? null,
          m.welcomeDue ?? false,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('member insert returned no row');
      return row;
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
