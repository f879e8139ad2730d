import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { requestSmsLoginCode } from '../../../plugins/app/verification/sms-login-service';

/** /wps/verification: SMS login codes (MOBILEVERCODELOGIN3). */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sessionApi.requestSmsLoginCode, ({ input, merchant }) =>
    requestSmsLoginCode(app.platform, merchant, input),
  );
}
