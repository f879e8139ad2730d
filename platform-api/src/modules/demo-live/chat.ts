import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { commonError, invalidField } from '../../infra/errors/common-errors';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { demoLiveError } from './errors';
import { EN } from './texts/en';

/** Messages kept per table, and their longest text. */
export const CHAT_KEEP = 50;
export const CHAT_MAX_LENGTH = 200;
/** A member may send 5 messages per 10 s (all tables together). */
const CHAT_PER_WINDOW = 5;
const CHAT_WINDOW_SECONDS = 10;
/** A chat link is good once, for 2 minutes; the chat page's session for 4 hours. */
const LINK_TTL_SECONDS = 120;
const SESSION_TTL_SECONDS = 4 * 3600;

export interface ChatMessage {
  id: number;
  sender: string;
  dealer: boolean;
  /** As stored: the member's text, or a dealer greeting's English text (the fallback of `greetingRound`). */
  text: string;
  /** A dealer's greeting of round N (migration 092): the pages show their own `dealerGreeting` text; else null. */
  greetingRound: number | null;
  at: string;
}

export interface Chatter {
  tableCode: string;
  merchantId: number;
  memberId: number;
  nickname: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A message as typed, checked: trimmed, 1–CHAT_MAX_LENGTH characters, no control characters (VALIDATION). It is
 * stored as plain text; the pages put it in the DOM with textContent (never as HTML).
 */
export function checkMessage(text: unknown): string {
  if (typeof text !== 'string') throw invalidField('text', 'text is required');
  const t = text.trim();
  if (t.length === 0 || Array.from(t).length > CHAT_MAX_LENGTH)
    throw invalidField('text', `text must be 1 to ${CHAT_MAX_LENGTH} characters`);
  if (CONTROL.test(t)) throw invalidField('text', 'text must not contain control characters');
  return t;
}

/** Chat per live table (migration 087): one-time links (SPEC §7 launch chat), chat sessions, the last messages. */
export function createLiveChat(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  nicknameOf: (merchantId: number, memberId: number) => Promise<string>;
}) {
  const { db } = deps;
  return {
    /** The masked name a member chats by. */
    nickname: deps.nicknameOf,

    /** A one-time chat token of a member at a table (the platform's /wps/live/chat hands its URL out). */
    async link(tableCode: string, merchantId: number, memberId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO live_chat_tokens (token_hash, table_code, merchant_id, member_id, nickname, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [sha256(token), tableCode, merchantId, memberId, await deps.nicknameOf(merchantId, memberId), LINK_TTL_SECONDS],
      );
      return token;
    },

    /** Exchanges a chat token once (within 2 minutes, for its table) for a chat session id; null when refused. */
    async open(token: string | undefined, tableCode: string): Promise<{ sessionId: string; chatter: Chatter } | null> {
      if (!token) return null;
      const sessionId = randomBytes(32).toString('base64url');
      const { rows } = await db.query<Chatter>(
        `UPDATE live_chat_tokens SET used_at = now(), session_hash = $3,
           session_expires_at = now() + make_interval(secs => $4)
         WHERE token_hash = $1 AND table_code = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING table_code AS "tableCode", merchant_id::int AS "merchantId", member_id::int AS "memberId", nickname`,
        [sha256(token), tableCode, sha256(sessionId), SESSION_TTL_SECONDS],
      );
      return rows[0] ? { sessionId, chatter: rows[0] } : null;
    },

    /** Deletes chat links and sessions a day after they ended. */
    async prune(): Promise<void> {
      await db.query(
        `DELETE FROM live_chat_tokens WHERE coalesce(session_expires_at, expires_at) < now() - interval '1 day'`,
      );
    },

    /** The chatter of a chat page's session id, or CHAT_SESSION_EXPIRED. */
    async chatter(sessionId: string): Promise<Chatter> {
      const { rows } = sessionId
        ? await db.query<Chatter>(
            `SELECT table_code AS "tableCode", merchant_id::int AS "merchantId", member_id::int AS "memberId", nickname
             FROM live_chat_tokens WHERE session_hash = $1 AND session_expires_at > now()`,
            [sha256(sessionId)],
          )
        : { rows: [] };
      if (!rows[0]) throw demoLiveError('CHAT_SESSION_EXPIRED');
      return rows[0];
    },

    /** The table's last CHAT_KEEP messages, oldest first (only those after `afterId` when given). */
    async messages(tableCode: string, afterId = 0): Promise<ChatMessage[]> {
      const { rows } = await db.query<ChatMessage>(
        `SELECT * FROM (
           SELECT id::int AS id, sender, member_id IS NULL AS dealer, body AS text, round_no AS "greetingRound",
             created_at AS at
           FROM live_chat_messages WHERE table_code = $1 AND id > $2 ORDER BY id DESC LIMIT $3) m ORDER BY id`,
        [tableCode, afterId, CHAT_KEEP],
      );
      return rows.map((m) => ({ ...m, at: new Date(m.at).toISOString() }));
    },

    /** Posts a member's message (checked, rate-limited per member), keeping the table's last CHAT_KEEP. */
    async post(c: Chatter, text: unknown): Promise<ChatMessage> {
      const body = checkMessage(text);
      if (
        !(await deps.rateLimiter.take(`live-chat:${c.merchantId}:${c.memberId}`, CHAT_PER_WINDOW, CHAT_WINDOW_SECONDS))
      )
        throw commonError('RATE_LIMITED');
      const { rows } = await db.query<ChatMessage>(
        `INSERT INTO live_chat_messages (table_code, merchant_id, member_id, sender, body) VALUES ($1, $2, $3, $4, $5)
         RETURNING id::int AS id, sender, false AS dealer, body AS text, round_no AS "greetingRound", created_at AS at`,
        [c.tableCode, c.merchantId, c.memberId, c.nickname, body],
      );
      await pruneChat(db, c.tableCode);
      return { ...rows[0]!, at: new Date(rows[0]!.at).toISOString() };
    },
  };
}
export type LiveChat = ReturnType<typeof createLiveChat>;

/**
 * The dealer's greeting of round `roundNo` in the table's chat: stored with its round number (each page shows it in its
 * reader's language), its English text (`texts/en.ts`) as the body, a fallback; the table's last CHAT_KEEP messages kept.
 */
export async function greetRound(db: Db, tableCode: string, dealer: string, roundNo: number): Promise<void> {
  await db.query(`INSERT INTO live_chat_messages (table_code, sender, body, round_no) VALUES ($1, $2, $3, $4)`, [
    tableCode,
    dealer,
    EN.dealerGreeting.replace('{round}', String(roundNo)),
    roundNo,
  ]);
  await pruneChat(db, tableCode);
}

/** Keeps a table's last CHAT_KEEP messages. */
export async function pruneChat(db: Db, tableCode: string): Promise<void> {
  await db.query(
    `DELETE FROM live_chat_messages WHERE table_code = $1 AND id <= (
       SELECT id FROM live_chat_messages WHERE table_code = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`,
    [tableCode, CHAT_KEEP],
  );
}
