import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../plugins/app/endpoint/register-endpoint';
import { memberInfoOf } from '../../../plugins/app/login/login-service';

/** /wps/member: the logged-in member. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sessionApi.getMemberInfo, async ({ request }) => {
    // requireSession has run: auth is the live session and its member.
    const auth = request.auth!;
    return memberInfoOf({ id: auth.memberId, username: auth.username, nickname: auth.nickname, type: auth.type });
  });
}
