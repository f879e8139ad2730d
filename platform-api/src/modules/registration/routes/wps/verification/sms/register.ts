import type { FastifyInstance } from 'fastify';
import { registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/** /wps/verification/sms/register: the registration SMS code (REGMOBVERF3). */
export default async function registerCodeRoutes(app: FastifyInstance): Promise<void> {
  const { registration } = app;

  registerEndpoint(app, registerApi.requestSmsRegisterCode, ({ input, merchant, request }) =>
    registration.requestCode(merchant, input, request.ip, request.headers['accept-language']),
  );
}
