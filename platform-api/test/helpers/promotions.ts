import type { TestApp } from './app';
import { OPS_AUTH } from './app';
import { bearer, formData, PNG_BYTES, type Json, type Part } from './payments';

const OPS = { authorization: OPS_AUTH };
const HOUR = 3_600_000;

export interface ActivityOptions {
  kind?: 'APPLY' | 'RAFFLE';
  title?: string;
  audience?: 'ALL' | 'NEW_MEMBERS' | 'PLAYERS' | 'AGENTS';
  startsAt?: Date;
  endsAt?: Date;
  rewardAmount?: number;
  turnoverMultiple?: number;
  winners?: number;
  rules?: string;
  enabled?: boolean;
}

let serial = 0;

/** Creates an activity of DEMO through POST /ops/promotions (default: an APPLY activity running for a day). */
export async function createActivity(t: TestApp, o: ActivityOptions = {}): Promise<Json> {
  serial += 1;
  const now = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/promotions?merchant=DEMO',
    headers: OPS,
    payload: {
      kind: o.kind ?? 'APPLY',
      title: o.title ?? `Activity ${serial}`,
      bannerUrl: '/assets/banner/1.svg',
      rules: o.rules ?? '<p>Rules</p>',
      audience: o.audience ?? 'ALL',
      startsAt: (o.startsAt ?? new Date(now - HOUR)).toISOString(),
      endsAt: (o.endsAt ?? new Date(now + 24 * HOUR)).toISOString(),
      rewardAmount: o.rewardAmount ?? 100_000_00,
      turnoverMultiple: o.turnoverMultiple ?? 3,
      ...(o.winners === undefined ? (o.kind === 'RAFFLE' ? { winners: 1 } : {}) : { winners: o.winners }),
      ...(o.enabled === undefined ? {} : { enabled: o.enabled }),
    },
  });
  if (res.statusCode !== 200) throw new Error(`create activity: ${res.statusCode} ${res.body}`);
  return res.json().value;
}

/** Calls an /ops/promotions route with an operator token. */
export async function ops(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: OPS,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as Json) : null;
  return { status: res.statusCode, body: json, raw: res.rawPayload, headers: res.headers };
}

export const pngImage = (name = 'image1'): Part => ({
  name,
  filename: `${name}.png`,
  type: 'image/png',
  data: PNG_BYTES,
});

/** POST /wps/promotions/apply (multipart) with these text fields and files. */
export async function apply(t: TestApp, token: string | null, fields: Record<string, string>, files: Part[] = []) {
  const parts: Part[] = [...Object.entries(fields).map(([name, data]) => ({ name, data })), ...files];
  const { payload, contentType } = formData(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/promotions/apply',
    payload,
    headers: { 'content-type': contentType, ...bearer(token) },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The member's view of one activity through GET /wps/promotions (null when not listed). */
export async function viewOf(t: TestApp, token: string | null, id: number): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return (res.json().value.list as Json[]).find((p) => p.id === id) ?? null;
}

/** How many rewards a promotion key has granted. */
export async function rewardsOf(t: TestApp, sourceKey: string): Promise<Json[]> {
  const { rows } = await t.db.query(
    `SELECT member_id AS "memberId", amount, status FROM rewards WHERE source = 'PROMOTION' AND source_key = $1`,
    [sourceKey],
  );
  return rows;
}
