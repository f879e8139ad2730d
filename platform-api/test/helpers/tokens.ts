import { randomBytes } from 'node:crypto';
import type { TestApp } from './app';

/** The id of a seeded member of the DEMO merchant. */
export async function memberId(t: TestApp, username: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM members WHERE lower(username) = lower($1)', [
    username,
  ]);
  if (!rows[0]) throw new Error(`no member ${username}`);
  return rows[0].id;
}

/** A session token for a member, straight from the session repository (no login round trip). */
export const tokenFor = (t: TestApp, id: number): Promise<string> => t.app.sessions.create(id, 3600);

/** A new trial (free-play, type 4) member of the DEMO merchant and its token. */
export async function trialToken(t: TestApp): Promise<{ id: number; token: string }> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, password_hash, type, nickname)
     SELECT id, $1, 'x', 4, 'Guest 0001' FROM merchants WHERE code = 'DEMO' RETURNING id`,
    [`trial_${randomBytes(8).toString('hex')}`],
  );
  const id = rows[0]!.id;
  return { id, token: await tokenFor(t, id) };
}

/** The Authorization header of a token. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
