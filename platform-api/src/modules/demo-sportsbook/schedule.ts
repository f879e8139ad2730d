import type { Db } from '../../infra/db';
import type { Rng } from '../../infra/rng';
import type { Fixture, FixturesRepository, PlannedFixture } from './fixtures-repository';
import { playTick } from './odds';
import { SPORTS_OF, sportOf, type FixtureKind } from './sports';

/** A new fixture of each kind starts every SLOT_SECONDS; a match lasts MATCH_SECONDS (both ÷ the time scale). */
export const SLOT_SECONDS = 60;
export const MATCH_SECONDS = 240;
/** Fixtures planned ahead of their start, per kind (open for bets before kick-off). */
export const PLANNED_AHEAD = 5;

export interface Timing {
  slotSeconds: number;
  matchSeconds: number;
}

/** The schedule's timing at a time scale (SPORTS_TIME_SCALE; whole seconds, at least 1). */
export const timingOf = (timeScale: number): Timing => ({
  slotSeconds: Math.max(1, Math.round(SLOT_SECONDS / timeScale)),
  matchSeconds: Math.max(2, Math.round(MATCH_SECONDS / timeScale)),
});

const KINDS: readonly FixtureKind[] = ['SPORTS', 'ESPORTS'];

/**
 * The fixtures the schedule wants at `now`: for each kind, the next PLANNED_AHEAD slots; the sport rotates with the
 * slot and two different teams are drawn. Inserting them is first-wins per (kind, slot).
 */
export function planned(now: Date, timing: Timing, rng: Rng): PlannedFixture[] {
  const current = Math.floor(now.getTime() / 1000 / timing.slotSeconds);
  const out: PlannedFixture[] = [];
  for (const kind of KINDS)
    for (let slot = current + 1; slot <= current + PLANNED_AHEAD; slot += 1) {
      const sports = SPORTS_OF[kind];
      const sport = sports[slot % sports.length]!;
      const h = rng(sport.teams.length);
      const a = (h + 1 + rng(sport.teams.length - 1)) % sport.teams.length;
      const startsAt = new Date(slot * timing.slotSeconds * 1000);
      out.push({
        kind,
        slot,
        sport: sport.code,
        home: sport.teams[h]!,
        away: sport.teams[a]!,
        startsAt,
        endsAt: new Date(startsAt.getTime() + timing.matchSeconds * 1000),
      });
    }
  return out;
}

/** The tick a fixture should have reached at `now` (0 … its sport's ticks). */
export function tickAt(f: Pick<Fixture, 'sport' | 'startsAt' | 'endsAt'>, now: Date): number {
  const { ticks } = sportOf(f.sport);
  const span = f.endsAt.getTime() - f.startsAt.getTime();
  const played = (now.getTime() - f.startsAt.getTime()) / span;
  return Math.max(0, Math.min(ticks, Math.floor(played * ticks)));
}

/**
 * Plays the due fixtures up to `now`, each in its own transaction with its row locked (SKIP LOCKED: a fixture another
 * process is playing is left to it): UPCOMING → LIVE at kick-off, one draw per tick, FINISHED after the last tick.
 * Answers the fixtures that finished.
 */
export async function playDue(db: Db, fixtures: FixturesRepository, now: Date, rng: Rng): Promise<number[]> {
  const finished: number[] = [];
  for (const due of await fixtures.due(now)) {
    await db.transaction(async (tx) => {
      const f = await fixtures.lock(due.id, tx, true);
      if (!f || (f.status !== 'UPCOMING' && f.status !== 'LIVE')) return;
      const sport = sportOf(f.sport);
      const target = tickAt(f, now);
      let state = { sport, tick: f.tick, home: f.homeScore, away: f.awayScore };
      while (state.tick < target) state = playTick(state, rng);
      const status = state.tick >= sport.ticks ? 'FINISHED' : 'LIVE';
      if (status === f.status && state.tick === f.tick) return;
      await fixtures.update(f.id, { status, tick: state.tick, homeScore: state.home, awayScore: state.away }, now, tx);
      if (status === 'FINISHED') finished.push(f.id);
    });
  }
  return finished;
}
