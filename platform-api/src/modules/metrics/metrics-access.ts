import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Who may read /metrics: allowed, `unauthorized` (401: a token is configured and was not sent) or `hidden` (404). */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** A request a proxy forwarded is not a local one, whatever address the proxy connected from. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The access rule of GET /metrics. With `token` (METRICS_TOKEN), only `Authorization: Bearer <token>` (compared in
 * constant time), from anywhere. Without, only a direct connection from the loopback (127.0.0.0/8, ::1) that carries
 * no forwarding header: a reverse proxy on the same host connects from 127.0.0.1 for every visitor.
 */
export function metricsAccess(
  request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
  token: string | null,
): MetricsAccess {
  if (token) {
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
    return sent && timingSafeEqual(digest(sent), digest(token)) ? 'allowed' : 'unauthorized';
  }
  const local = LOOPBACK.test(request.socket.remoteAddress ?? '') && FORWARDED.every((h) => !request.headers[h]);
  return local ? 'allowed' : 'hidden';
}
