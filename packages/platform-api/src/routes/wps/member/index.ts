import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../plugins/app/endpoint/register-endpoint';
import { HttpError } from '../../../plugins/app/errors/http-error';
import { memberInfoOf } from '../../../plugins/app/login/member-info';

/**
 * /wps/member: the logged-in member and its language. Trials may use both (no `realAccount`), and so
 * may a session still waiting for its security answer (`beforeVerification`).
 */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    sessionApi.getMemberInfo,
    async ({ request }) => {
      // requireSession has run: auth is the live session and its member.
      const auth = request.auth!;
      return memberInfoOf({ id: auth.memberId, username: auth.username, nickname: auth.nickname, type: auth.type });
    },
    { beforeVerification: true },
  );

  registerEndpoint(
    app,
    sessionApi.setLanguage,
    async ({ input, request, merchant }) => {
      const lang = merchant.languages.find((l) => l.toUpperCase() === input.lang.trim().toUpperCase());
      if (!lang) throw new HttpError(400, 'VALIDATION', `lang must be one of: ${merchant.languages.join(', ')}`);
      await app.platform.repos.members.setLang(request.auth!.memberId, lang);
      return null;
    },
    { beforeVerification: true },
  );
}
