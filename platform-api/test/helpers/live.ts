import type { TestApp } from './app';
import type { playHelpers, queuedRng } from './play';

/**
 * One settled round at the live studio's roulette table (module demo-live) through the launch, the table page and the
 * seamless wallet: a straight-up bet of `stake` on `spot`, the ball queued on `pocket` (`N1` on 0 loses), betting closed
 * and the tables job run. The other tables' rounds are pushed out first so the queued pocket is the roulette's draw.
 */
export async function liveRound(
  t: TestApp,
  h: ReturnType<typeof playHelpers>,
  rng: ReturnType<typeof queuedRng>,
  token: string,
  r: { gameCode: string; spot: string; stake: number; pocket: number },
): Promise<void> {
  const launched = await h.launch(token, { vassalage: 'EVO', gameCode: r.gameCode });
  const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
  const session = JSON.parse(/<script type="application\/json" id="live-state">(.*?)<\/script>/s.exec(page.body)![1]!)
    .session as string;
  const bet = await t.app.inject({
    method: 'POST',
    url: '/vendor/demo/live/api/bet',
    headers: { 'x-demo-session': session },
    payload: { spot: r.spot, amount: r.stake },
  });
  if (bet.statusCode !== 200) throw new Error(`live bet refused: ${bet.body}`);
  await t.db.query(
    `UPDATE live_rounds SET closes_at = CASE WHEN table_code = 'ROU1' THEN now() - interval '5 seconds'
       ELSE now() + interval '1 hour' END WHERE status = 'BETTING'`,
  );
  rng.queue(r.pocket);
  const run = await t.app.demoLive.runTables();
  if (run.failed) throw new Error('the live round did not settle');
}
