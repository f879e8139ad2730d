import type { FastifyReply, FastifyRequest } from 'fastify';
import { commonError } from '../errors/common-errors';
import { merchantOf } from './request-merchant';

/** The token of `Authorization: Bearer <token>` (or a bare `token` header), or null. */
export function tokenOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  const bare = request.headers.token;
  return typeof bare === 'string' && bare ? bare : null;
}

/** onRequest hook (before the body is read) for `auth: true` endpoints: 401 UNAUTHORIZED unless the token is a live session of an ACTIVE member of this merchant; sets `request.auth`. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<unknown> {
  const token = tokenOf(request);
  const session = token ? await request.server.sessions.findActive(token) : null;
  const merchant = session ? await merchantOf(request) : null;
  if (!session || !merchant || session.merchantId !== merchant.id) {
    throw commonError('UNAUTHORIZED');
  }
  request.auth = session;
  return undefined;
}

/**
 * onRequest hook after requireSession on every `auth` endpoint not registered with `beforeVerification`:
 * a session still waiting for its security answer (SPEC §4) gets 403 VERIFICATION_REQUIRED
 * `err_verification_required` ('Please complete verification first').
 */
export async function requireVerified(request: FastifyRequest, _reply: FastifyReply): Promise<unknown> {
  if (request.auth?.pending) throw commonError('VERIFICATION_REQUIRED');
  return undefined;
}

/**
 * requireVerified for the password change: a must-change session changes its password first (SPEC §4: the
 * change-password modal opens before the security question), so its pending answer does not stop the change.
 */
export async function requireVerifiedOrChanging(request: FastifyRequest, _reply: FastifyReply): Promise<unknown> {
  if (request.auth?.pending && !request.auth.mustChangePassword) throw commonError('VERIFICATION_REQUIRED');
  return undefined;
}

/**
 * onRequest hook after requireSession on every `auth` endpoint not registered with `duringPasswordChange`: a session
 * opened with a temporary or expired password (SPEC §4) gets 403 PASSWORD_CHANGE_REQUIRED
 * `err_password_change_required` until it changes the password.
 */
export async function requirePasswordChanged(request: FastifyRequest, _reply: FastifyReply): Promise<unknown> {
  if (request.auth?.mustChangePassword) throw commonError('PASSWORD_CHANGE_REQUIRED');
  return undefined;
}
