// The load side of bench:wallet (wallet.mjs): players set up as the chaos run sets them up (tools/chaos: login with the
// bot check, a launch of the demo slot at the demo vendor, a first gateway deposit), then callers sending signed
// seamless debit + credit rounds as the demo vendor sends them, each call timed.
import http from 'node:http';
import { createClient, sign } from '../../tools/chaos/client.mjs';
import { MERCHANT, VENDOR, openFixture } from '../../tools/chaos/fixture.mjs';
import { virtualUser } from '../../tools/chaos/flows.mjs';

const GAME = 'DEMO_SLOT';

/** mulberry32: reproducible stakes and payouts. */
export const rng = (s) => () => {
  s = (s + 0x6d2b79f5) | 0;
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Runs `fn` over `items`, `width` at a time. */
async function pooled(items, width, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

/**
 * `count` fresh players of DEMO on the database behind `baseUrl`, each logged in, with a launch at the demo vendor
 * (its memberRef) and 500,000.00 VND deposited. Resolves `{ fixture, memberRefs, secret }` (the vendor's secret).
 */
export async function preparePlayers({ baseUrl, databaseUrl, count, prefix }) {
  const fixture = await openFixture(databaseUrl);
  const players = await fixture.createPlayers(prefix, count);
  const client = createClient({ baseUrl, t0: Date.now() });
  const vus = players.map((player, n) => virtualUser({ n, player, client, fixture, runId: prefix, rnd: rng(n) }));
  // The first one creates the vendor's secret and the payment provider's: alone.
  await vus[0].setup({ withdrawals: false });
  await pooled(vus.slice(1), 8, (v) => v.setup({ withdrawals: false }));
  const memberRefs = vus.map((v) => v.session().memberRef);
  return { fixture, memberRefs, secret: await fixture.vendorSecret() };
}

/** The p-th percentile (0–100) of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * `connections` callers, each with its own members (member i goes to caller i mod connections, so no two calls of
 * one member overlap, as with one game client per player), for `seconds`: each round a signed debit of a stake then
 * a signed credit of the payout (0 seven times in ten), each under its own transaction id. Every debit and every
 * credit is one wallet call, timed from the request to the last byte of the answer.
 */
export async function runRounds({ baseUrl, secret, memberRefs, connections, seconds, runId }) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const ms = [];
  const errors = new Map();
  let rounds = 0;

  const call = (op, json) =>
    new Promise((resolve) => {
      const body = JSON.stringify(json);
      const t = process.hrtime.bigint();
      const done = (ok, why) => {
        ms.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (!ok) errors.set(why, (errors.get(why) ?? 0) + 1);
        resolve(ok);
      };
      const req = http.request(
        {
          host: hostname,
          port,
          path: `/seamless/v1/${op}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-vendor-code': VENDOR,
            'x-merchant-code': MERCHANT,
            'x-signature': sign(body, secret),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let parsed = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              parsed = null;
            }
            const ok = res.statusCode < 300 && parsed !== null && parsed.success !== false;
            done(ok, `${op} ${res.statusCode} ${parsed?.code ?? parsed?.error ?? ''}`.trim());
          });
        },
      );
      req.on('error', (e) => done(false, `${op} ${e.code ?? e.message}`));
      req.end(body);
    });

  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const mine = memberRefs.filter((_, i) => i % connections === c);
      const rnd = rng(c + 1);
      for (let seq = 0; Date.now() < deadline && mine.length; seq++) {
        const memberRef = mine[seq % mine.length];
        const roundId = `${runId}-${c}-${seq}`;
        const stake = 1_000 * (1 + Math.floor(rnd() * 50));
        const base = { roundId, memberRef, gameCode: GAME, currency: 'VND' };
        if (!(await call('debit', { ...base, transactionId: `${roundId}:bet`, amount: stake }))) continue;
        const payout = rnd() < 0.3 ? stake * Math.floor(1 + rnd() * 4) : 0;
        if (await call('credit', { ...base, transactionId: `${roundId}:win`, amount: payout })) rounds++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  ms.sort((a, b) => a - b);
  const failed = [...errors.values()].reduce((s, n) => s + n, 0);
  return {
    calls: ms.length,
    callsPerSecond: ms.length / elapsed,
    roundsPerSecond: rounds / elapsed,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    errors: failed,
    errorKinds: [...errors].map(([why, n]) => `${n}× ${why}`),
    elapsed,
  };
}
