import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_COOKIE, VISITOR_ID_PATTERN } from 'shared-contracts';
import { readCookie, setCookie } from '../../infra/http/cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The visitor's stable anonymous id (ADR 0012): its `wl_vid` cookie, or a new one set on this reply (128 random bits,
 * HttpOnly, a year), so one person keeps one variant of the remotes across reloads. It identifies a browser, not a
 * member, and is used for nothing but the release bucket.
 */
export function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const held = readCookie(request, VISITOR_COOKIE);
  if (held && VISITOR_ID_PATTERN.test(held)) return held;
  const id = randomBytes(16).toString('base64url');
  setCookie(request, reply, {
    name: VISITOR_COOKIE,
    value: id,
    path: '/',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
  });
  return id;
}
