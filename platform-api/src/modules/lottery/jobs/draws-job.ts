import type { JobDefinition } from '../../../infra/jobs';
import type { LotteryService } from '../lottery-service';

/**
 * `lottery.draws`, every 5 s (2 s when LOTTERY_TIME_SCALE > 1): creates the upcoming draws, draws the
 * due ones and settles the drawn ones. Every step is idempotent and safe with several processes
 * (first-wins inserts, row locks, settlement once per line), so a retry or a second process only
 * repeats what is left. A settlement failure is logged per draw; the draw stays DRAWN for the next run.
 */
export const drawsJob = (lottery: () => LotteryService, timeScale: number): JobDefinition => ({
  name: 'lottery.draws',
  every: timeScale > 1 ? 2 : 5,
  catchUp: 0,
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 120,
  handler: async ({ log }) => {
    const r = await lottery().runDraws();
    if (r.created || r.drawn || r.settled) log.debug(r, 'lottery draws');
    if (r.failed.length) throw new Error(`lottery settlement failed for draws ${r.failed.join(', ')}`);
  },
});
