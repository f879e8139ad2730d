import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of cookie `name` the request carries, if any. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * Adds a Set-Cookie the browser's scripts cannot read (HttpOnly), scoped to `path`, Secure over https; `value` null
 * clears it. Several calls on one reply each add their own header.
 */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  o: { name: string; value: string | null; path: string; maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' },
): void {
  const attrs = `Path=${o.path}; HttpOnly; SameSite=${o.sameSite}${request.protocol === 'https' ? '; Secure' : ''}`;
  const cookie =
    o.value === null ? `${o.name}=; Max-Age=0; ${attrs}` : `${o.name}=${o.value}; Max-Age=${o.maxAgeSeconds}; ${attrs}`;
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', list.length > 0 ? [...list, cookie] : cookie);
}
