import { randomBytes } from 'node:crypto';
import {
  currentSlot,
  deriveResult,
  findGame,
  LOTTERY_GAMES,
  nextSlot,
  scaledGame,
  seedHash,
  type Draw,
  type DrawSlot,
  type LotteryGame,
} from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { createDrawRepository, type DrawRow, type NewDraw } from './draw-repository';

/** A draw as the public sees it: the seed only once the result is out (DRAWN or SETTLED). */
export function drawView(d: DrawRow): Draw {
  const revealed = d.status === 'DRAWN' || d.status === 'SETTLED';
  return {
    gameCode: d.gameCode,
    numero: d.numero,
    status: d.status,
    opensAt: d.opensAt.toISOString(),
    closesAt: d.closesAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    seedHash: d.seedHash,
    seed: revealed ? d.seed : null,
    result: revealed ? d.result : null,
  };
}

/** A slot with a fresh secret seed (32 random bytes) and its published hash. */
async function withSeed(slot: DrawSlot): Promise<NewDraw> {
  const seed = randomBytes(32).toString('hex');
  return { ...slot, seed, seedHash: await seedHash(seed) };
}

export interface DrawsOptions {
  db: Db;
  /** LOTTERY_TIME_SCALE. */
  timeScale: number;
  /** LOTTERY_CLOSE_BEFORE: seconds before the draw that betting closes, per game code. */
  closeBefore?: Readonly<Record<string, number>>;
}

/**
 * A catalogue game as this deployment runs it: its closing time from LOTTERY_CLOSE_BEFORE when set, then
 * scaled by LOTTERY_TIME_SCALE. A fast game must close before its draw opens the next: an unknown code or a
 * closing time not shorter than the interval stops the start.
 */
export function configured(
  g: LotteryGame,
  timeScale: number,
  closeBefore: Readonly<Record<string, number>>,
): LotteryGame {
  const own = closeBefore[g.code];
  if (own !== undefined && g.intervalSeconds !== undefined && own >= g.intervalSeconds)
    throw new Error(`LOTTERY_CLOSE_BEFORE: ${g.code} closes ${own} s before a draw every ${g.intervalSeconds} s`);
  return scaledGame(own === undefined ? g : { ...g, closeBeforeSeconds: own }, timeScale);
}

/** Throws for a LOTTERY_CLOSE_BEFORE code that is not a game. */
function checkCodes(closeBefore: Readonly<Record<string, number>>) {
  const unknown = Object.keys(closeBefore).filter((c) => !findGame(c));
  if (unknown.length) throw new Error(`LOTTERY_CLOSE_BEFORE: no lottery game ${unknown.join(', ')}`);
}

/**
 * The draw lifecycle (ADR 0007): draws are created ahead (the current and next slot of every game),
 * drawn when their instant comes (the result derived from the secret seed, which is then revealed).
 * Global, not per merchant. Every step is safe with several processes: creation is first-wins on
 * (game, numero), a draw is drawn under its row lock.
 */
export function createDraws({ db, timeScale, closeBefore = {} }: DrawsOptions) {
  checkCodes(closeBefore);
  const draws = createDrawRepository(db);
  const games: readonly LotteryGame[] = LOTTERY_GAMES.map((g) => configured(g, timeScale, closeBefore));
  const game = (code: string): LotteryGame | undefined => games.find((g) => g.code === code);

  return {
    repository: draws,
    /** Every game as this deployment runs it (LOTTERY_TIME_SCALE applied). */
    games,
    /** One game as this deployment runs it, or undefined. */
    game,

    /** Creates the current and next draw of every game that do not exist yet; answers how many were new. */
    async ensureDraws(now: Date): Promise<number> {
      const slots = games.flatMap((g) => {
        const current = currentSlot(g, now);
        return [current, nextSlot(g, current)];
      });
      return draws.insertMissing(await Promise.all(slots.map(withSeed)));
    },

    /** The game's current draw (created first when missing). */
    async current(g: LotteryGame, now: Date): Promise<DrawRow> {
      const slot = currentSlot(g, now);
      const found = await draws.find(g.code, slot.numero);
      if (found) return found;
      await draws.insertMissing([await withSeed(slot)]);
      const created = await draws.find(g.code, slot.numero);
      if (!created) throw new Error(`draw ${g.code}/${slot.numero} neither found nor created`);
      return created;
    },

    /**
     * Draws every OPEN draw whose instant has come: each in its own transaction, under its row lock
     * (SKIP LOCKED: a draw another process is drawing, or a bet still holds, waits for the next run).
     * Answers the ids drawn now.
     */
    async drawDue(now: Date): Promise<number[]> {
      const drawn: number[] = [];
      for (const id of await draws.dueIds(now)) {
        const done = await db.transaction(async (tx) => {
          const d = await draws.lockOpen(id, tx);
          const g = d && findGame(d.gameCode);
          if (!d || !g) return false;
          const result = await deriveResult(g.structure, d.seed, d.gameCode, d.numero);
          await draws.markDrawn(id, result, now, tx);
          return true;
        });
        if (done) drawn.push(id);
      }
      return drawn;
    },
  };
}
export type Draws = ReturnType<typeof createDraws>;
