import type { FastifyInstance } from 'fastify';
import { noticeApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/relay/CSP_unreadCount: the member's unread internal messages. */
export default async function unreadCountRoutes(app: FastifyInstance): Promise<void> {
  const { inbox } = app;

  // SPEC §6: a trial skips the unread-message load; the server refuses it (TRIAL_FORBIDDEN).
  registerEndpoint(
    app,
    noticeApi.getUnreadCount,
    async ({ request }) => ({ count: await inbox.unreadCount(request.auth!.memberId) }),
    { realAccount: true },
  );
}
