import type { FastifyBaseLogger } from 'fastify';
import { createDemoVendorRepository } from '../../modules/demo-vendor/demo-vendor-repository';
import type { Platform } from './platform';

/** Days an expired or revoked session row is kept (for support look-ups) before it is deleted. */
const SESSION_KEEP_DAYS = 7;
/** Days the outbox keeps a message. */
const OUTBOX_KEEP_DAYS = 7;

/** Deletes expired captchas, used bot-check solutions, old login failures, idle rate-limit buckets, old sessions, expired free-play nonces, new-IP tickets an hour past expiry, week-old outbox messages and the demo vendor's tokens and sessions a day after they ended. */
export async function pruneExpired(platform: Platform): Promise<void> {
  const { repos, botCheck, rateLimiter, config } = platform;
  await repos.captchas.prune();
  await botCheck.prune();
  await repos.loginAttempts.prune(config.auth.failureMemorySeconds);
  await rateLimiter.prune();
  await repos.sessions.prune(SESSION_KEEP_DAYS);
  await repos.nonces.prune();
  await repos.oauthStates.prune();
  await repos.verificationCodes.prune(2 * 3600);
  await repos.ipTickets.prune(3600);
  await repos.outbox.prune(OUTBOX_KEEP_DAYS);
  // The demo vendor's launch tokens and game sessions a day after they ended.
  await createDemoVendorRepository(platform.db).prune();
}

/** Runs pruneExpired every `intervalMs` (unref'd, so it never keeps the process alive); returns the stop function. Idempotent, so several instances may all run it. */
export function startHousekeeping(platform: Platform, log: FastifyBaseLogger, intervalMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneExpired(platform).catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
