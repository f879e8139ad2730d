import type { FastifyInstance } from 'fastify';
import { OPS_AUTH } from './app';

/** One message of `GET /ops/outbox`. */
export interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  to: string;
  body: string;
  code: string | null;
  createdAt: string;
}

/**
 * The request merchant's newest messages to `to` (newest first), read as the operator reads them: `GET /ops/outbox`;
 * `host` picks the merchant (its Host header), the default one when absent.
 */
export async function outboxTo(app: FastifyInstance, to: string, host?: string): Promise<OutboxMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/ops/outbox?to=${encodeURIComponent(to)}`,
    headers: { authorization: OPS_AUTH, ...(host ? { host } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`GET /ops/outbox: ${res.statusCode} ${res.body}`);
  return res.json().value.list as OutboxMessage[];
}
