import type { TestApp } from '../../helpers/app';
import { playHelpers } from '../../helpers/play';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Json = any;

/** Members seated in PVP rooms through the launch, the room page and its API (the demo-pvp tests). */
export function pvpHelpers(t: TestApp, prefix: string) {
  const h = playHelpers(t, prefix);
  const call = async (method: 'GET' | 'POST', url: string, session: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/vendor/demo/pvp/api${url}`,
      headers: { 'x-demo-session': session },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    ...h,
    /** A funded member with a PVP page open (launched through KM's PVP games in `language`): id, token, page session. */
    async player(vendor = 'KM', language = 'EN') {
      const m = await h.member();
      const launched = await h.launch(m.token, { vassalage: vendor, gameType: 'PVP', language });
      const url = launched.body.value.url as string;
      const u = new URL(url, 'http://localhost');
      const res = await t.app.inject({ method: 'GET', url: u.pathname + u.search });
      const state = JSON.parse(/<script type="application\/json" id="pvp-state">(.*?)<\/script>/s.exec(res.body)![1]!);
      return { ...m, url, page: res, session: state.session as string };
    },
    sit: (session: string, room: string) => call('POST', '/sit', session, { room }),
    leave: (session: string, room: string) => call('POST', '/leave', session, { room }),
    state: (session: string, room: string) => call('GET', `/rooms/${room}`, session),
    rooms: (session: string) => call('GET', '/rooms', session),
    /** The member's main balance from the ledger. */
    async balance(memberId: number) {
      const { rows } = await t.db.query<{ balance: unknown }>(
        "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'MEMBER_MAIN'",
        [memberId],
      );
      return Number(rows[0]?.balance ?? 0);
    },
    /** The member's bet records (round, stake, payout, rake, status, closed). */
    async records(memberId: number) {
      const { rows } = await t.db.query<{
        round_id: string;
        stake: number;
        payout: number;
        rake: number;
        status: string;
        closed: boolean;
      }>(
        `SELECT round_id, stake::int AS stake, payout::int AS payout, rake::int AS rake, status,
           closed_at IS NOT NULL AS closed
         FROM bet_records WHERE member_id = $1 ORDER BY id`,
        [memberId],
      );
      return rows;
    },
  };
}
