import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { HttpError } from '../../../infra/errors/http-error';
import { memberInfoOf } from '../../../plugins/app/login/member-info';
import { memberIconUrl } from '../../../plugins/app/members/member-icon';

/**
 * /wps/member: the logged-in member, its avatar and its language. Trials may use all three (no
 * `realAccount`), and so may a session still waiting for its security answer (`beforeVerification`).
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
    sessionApi.getMemberIcon,
    async ({ request }) => {
      const auth = request.auth!;
      return { icon: memberIconUrl({ id: auth.memberId, username: auth.username, nickname: auth.nickname }) };
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
