import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonError } from '../errors/common-errors';

/**
 * For a plugin whose server-to-server calls are signed over the exact bytes sent (seamless wallet, payment
 * callbacks, the demo PSP's API): replaces the plugin's JSON parser with one that keeps the raw text and
 * calls `authenticate(request, raw)` before parsing, so nothing unsigned is ever parsed. A request without
 * a body never reaches a parser; it is authenticated over the empty body before validation.
 * `authenticate` throws to refuse and records its caller (e.g. in a WeakMap) for the handler.
 */
export function parseSignedJson(
  app: FastifyInstance,
  bodyLimit: number,
  authenticate: (request: FastifyRequest, raw: string) => Promise<void>,
  authenticated: (request: FastifyRequest) => boolean,
): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    async (request: FastifyRequest, body: string | Buffer) => {
      const raw = body.toString();
      await authenticate(request, raw);
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw commonError('BAD_REQUEST', { detail: 'Malformed JSON body' });
      }
    },
  );
  app.addHook('preValidation', async (request) => {
    if (!authenticated(request)) await authenticate(request, '');
  });
}
