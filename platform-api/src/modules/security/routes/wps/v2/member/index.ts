import type { FastifyInstance } from 'fastify';
import { securityApi } from 'shared-contracts';
import { commonError } from '../../../../../../infra/errors/common-errors';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';
import { tokenOf } from '../../../../../../infra/http/require-session';

/**
 * /wps/v2/member: security config and security questions (SPEC §3, §4, §7). What the client needs
 * while the session waits for the security answer is registered with `beforeVerification`.
 */
export default async function securityQuestionRoutes(app: FastifyInstance): Promise<void> {
  const { security } = app;

  registerEndpoint(
    app,
    securityApi.getSecurityConfig,
    ({ merchant, request }) => security.config(merchant, request.auth!.memberId),
    { beforeVerification: true },
  );

  registerEndpoint(
    app,
    securityApi.listSecurityQuestions,
    async ({ merchant }) => ({ list: await security.questions(merchant.id) }),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    securityApi.getCustomerSecurityQuestion,
    ({ request }) => security.customerQuestion(request.auth!.memberId),
    { beforeVerification: true },
  );

  registerEndpoint(
    app,
    securityApi.setCustomerSecurityQuestion,
    ({ input, merchant, request }) => security.setCustomerQuestion(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    securityApi.verifySecurityAnswer,
    ({ input, merchant, request }) => {
      const token = tokenOf(request);
      if (!token) throw commonError('UNAUTHORIZED');
      return security.verifyAnswer(merchant, request.auth!.memberId, token, input);
    },
    { beforeVerification: true },
  );
}
