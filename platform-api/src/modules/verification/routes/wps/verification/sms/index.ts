import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/** /wps/verification/sms: SMS login codes (MOBILEVERCODELOGIN3). */
export default async function smsCodeRoutes(app: FastifyInstance): Promise<void> {
  const { verification } = app;
  registerEndpoint(app, sessionApi.requestSmsLoginCode, ({ input, merchant, request }) =>
    verification.requestLoginCode(merchant, input, request.ip, request.headers['accept-language']),
  );
}
