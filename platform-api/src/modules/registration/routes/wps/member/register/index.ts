import type { FastifyInstance } from 'fastify';
import { registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/**
 * /wps/member/register: register by username or mobile number (encrypted; the per-IP limit is taken
 * after the bot check, inside the service).
 */
export default async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { registration } = app;

  registerEndpoint(app, registerApi.register, ({ input, merchant, request }) =>
    registration.register(merchant, input, 'username', request.ip),
  );

  registerEndpoint(app, registerApi.registerMobile, ({ input, merchant, request }) =>
    registration.register(merchant, input, 'mobile', request.ip),
  );
}
