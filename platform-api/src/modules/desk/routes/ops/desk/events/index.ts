import type { FastifyInstance } from 'fastify';
import { opsPermissions } from '../../../../../operator';
import { viewerOf } from '../../../../desk-service';

/**
 * `GET /ops/desk/events` (`desk.read`): server-sent events (`text/event-stream`, `no-store`) — `event: inbox` with
 * `{kind, merchant, reason: new|claimed|released|decided}` when the inbox changes for a merchant and a kind the
 * operator sees, a comment every 15 s. The process's poller reads the sources' watermarks (several API processes
 * each see every change); the stream ends when the client goes away or the app closes.
 */
export default async function deskEventRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'desk.read' });
  const { desk } = app;

  app.get('/', async (request, reply) => {
    const operator = request.opsOperator;
    const merchantIds = operator && operator.role !== 'owner' ? operator.merchantIds : null;
    const kinds = desk.visibleKinds(viewerOf(operator));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // The connection serves this stream only: when it ends (client gone, app closing) the socket closes with it,
      // so closing the server never waits for an idle keep-alive connection.
      connection: 'close',
      'x-accel-buffering': 'no',
    });
    let open = true;
    let stop: (() => void) | null = null;
    const end = () => {
      if (!open) return;
      open = false;
      stop?.();
      raw.end();
    };
    raw.on('close', end);
    stop = await desk.events.listen({ merchantIds, kinds, send: (text) => open && raw.write(text), end });
    if (!open) stop();
    else raw.write(': connected\n\n');
  });
}
