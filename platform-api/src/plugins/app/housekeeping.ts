import type { FastifyInstance } from 'fastify';
import type { Platform } from './platform';

/** Days the outbox keeps a message. */
const OUTBOX_KEEP_DAYS = 7;

/** The modules whose expired rows housekeeping deletes (through their services). */
export type PrunedModules = Pick<
  FastifyInstance,
  'antiBot' | 'sessions' | 'social' | 'verification' | 'security' | 'demoVendor'
>;

/** Deletes expired captchas and used bot-check solutions, old login failures, sessions and free-play nonces, unfinished social sign-ins, old SMS codes and new-IP tickets (each module's prune), idle rate-limit buckets, week-old outbox messages and the demo vendor's tokens and sessions a day after they ended. */
export async function pruneExpired(platform: Platform, modules: PrunedModules): Promise<void> {
  const { repos, rateLimiter } = platform;
  await modules.antiBot.prune();
  await modules.sessions.prune();
  await rateLimiter.prune();
  await modules.social.prune();
  await modules.verification.prune();
  await modules.security.prune();
  await repos.outbox.prune(OUTBOX_KEEP_DAYS);
  // The demo vendor's launch tokens and game sessions a day after they ended.
  await modules.demoVendor.prune();
}
