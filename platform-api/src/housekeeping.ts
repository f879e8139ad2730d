import type { FastifyInstance } from 'fastify';
import { createOutboxRepository } from './infra/messages/outbox-repository';

/** Days the outbox keeps a message. */
const OUTBOX_KEEP_DAYS = 7;

/** The parts of the app whose expired rows housekeeping deletes (each through its own service or infra piece). */
export type Pruned = Pick<
  FastifyInstance,
  | 'db'
  | 'rateLimiter'
  | 'antiBot'
  | 'sessions'
  | 'social'
  | 'verification'
  | 'security'
  | 'demoVendor'
  | 'demoLive'
  | 'demoSportsbook'
  | 'demoPvp'
  | 'desk'
  | 'rollouts'
>;

/**
 * The housekeeping job's work (every 10 minutes on the job queue): expired captchas and used bot-check
 * solutions, old login failures, sessions and free-play nonces, unfinished social sign-ins, old SMS codes
 * and new-IP tickets (each module's prune), idle rate-limit buckets, week-old outbox messages and the demo
 * vendor's tokens and sessions a day after they ended, the live studio's chat links and month-old settled rounds, the
 * sportsbook's bets decided and fixtures ended a month ago, the PVP rooms' hands ended a month ago, the desk's lapsed
 * claims, remote health rows after 30 days.
 * Idempotent.
 */
export async function pruneExpired(app: Pruned): Promise<void> {
  await app.antiBot.prune();
  await app.sessions.prune();
  await app.rateLimiter.prune();
  await app.social.prune();
  await app.verification.prune();
  await app.security.prune();
  await createOutboxRepository(app.db).prune(OUTBOX_KEEP_DAYS);
  await app.demoVendor.prune();
  await app.demoLive.prune();
  await app.demoSportsbook.prune();
  await app.demoPvp.prune();
  await app.desk.prune();
  await app.rollouts.prune();
}
