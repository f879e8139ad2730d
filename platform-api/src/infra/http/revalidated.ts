import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when the request's If-None-Match names `etag` (or is `*`); weak and strong forms compare equal. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answers a text body that every request revalidates (`Cache-Control: no-cache`) with its ETag: 304 without a
 * body when the client's copy is current, else 200 with `type`.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag, type }: { body: string; etag: string; type: string },
): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (notModified(request, etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}
