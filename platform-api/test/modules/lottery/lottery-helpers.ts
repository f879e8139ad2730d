import type { TestApp } from '../../helpers/app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
export type Json = any;

/** A test clock: starts at `start`, moved by `set`/`add`. */
export function movableClock(start: Date) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    set: (d: Date) => {
      now = d.getTime();
    },
    add: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/** 30 s into the current real minute: a fast game's draw is open for 25 s more (bet records keep real dates). */
export const midMinute = (): Date => new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);

let seq = 0;
/** A fresh slip request id. */
export const rid = (): string => `req-${process.pid}-${Date.now()}-${++seq}`;

/** HTTP helpers for the lottery calls over a test app. */
export function lotteryCalls(t: TestApp) {
  const headers = (token?: string | null): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const get = async (url: string, token?: string | null) => {
    const res = await t.app.inject({ method: 'GET', url, headers: headers(token) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    get,
    /** POST /lotto/lgw/bets. */
    async place(token: string, body: Record<string, unknown>) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/lotto/lgw/bets',
        headers: headers(token),
        payload: body,
      });
      return { status: res.statusCode, body: res.json() as Json };
    },
    /** The open draw of a game (GET /lotto/lgw/games/opened/numero). */
    async opened(gameCode: string) {
      const r = await get(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
      if (r.status !== 200) throw new Error(`opened ${gameCode}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.value as Json;
    },
  };
}
