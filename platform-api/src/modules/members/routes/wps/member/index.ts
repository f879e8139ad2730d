import type { FastifyInstance } from 'fastify';
import { profileApi, sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * /wps/member: the logged-in member, its avatar and its language. Trials may use all three (no
 * `realAccount`), and so may a session still waiting for its security answer (`beforeVerification`).
 */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { members } = app;

  registerEndpoint(
    app,
    sessionApi.getMemberInfo,
    async ({ request }) => {
      // requireSession has run: auth is the live session and its member.
      const auth = request.auth!;
      return members.info({ id: auth.memberId, username: auth.username, nickname: auth.nickname, type: auth.type });
    },
    { beforeVerification: true },
  );

  registerEndpoint(
    app,
    sessionApi.getMemberIcon,
    async ({ request }) => {
      const auth = request.auth!;
      return members.icon({ id: auth.memberId, username: auth.username, nickname: auth.nickname });
    },
    { beforeVerification: true },
  );

  // One of the fixed avatars (no upload); trials keep the default.
  registerEndpoint(
    app,
    profileApi.setMemberIcon,
    ({ input, request }) => {
      const auth = request.auth!;
      return members.setIcon({ id: auth.memberId, username: auth.username, nickname: auth.nickname }, input.iconId);
    },
    { realAccount: true },
  );

  registerEndpoint(
    app,
    sessionApi.setLanguage,
    async ({ input, request, merchant }) => {
      await members.setLanguage(request.auth!.memberId, merchant.languages, input.lang);
      return null;
    },
    { beforeVerification: true },
  );
}
