import type { FastifyRequest } from 'fastify';
import type { RelyingParty } from './passkey-actions';

/** The WebAuthn relying party of a request: its hostname (rpID) and origin (protocol + host, default port dropped). */
export const relyingPartyOf = (request: Pick<FastifyRequest, 'hostname' | 'protocol' | 'host'>): RelyingParty => ({
  rpID: request.hostname,
  origin: new URL(`${request.protocol}://${request.host}`).origin,
});
