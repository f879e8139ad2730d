import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';
import { regionsOf } from '../../../../regions';

/**
 * /wps/member/register: register by username or mobile number (encrypted; the per-IP limit is taken
 * after the bot check, inside the service), and the regions offered at registration (menuGroup gamingvenue, public).
 */
export default async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { registration, sessions } = app;

  /** Registers; the session of a `login: true` registration notes the browser (the back office's login history). */
  const register = async (
    request: FastifyRequest,
    ...args: Parameters<typeof registration.register>
  ): ReturnType<typeof registration.register> => {
    const reply = await registration.register(...args);
    const userAgent = request.headers['user-agent'];
    if (reply.login && userAgent) await sessions.noteUserAgent(reply.login.token, userAgent);
    return reply;
  };

  registerEndpoint(app, registerApi.register, ({ input, merchant, request }) =>
    register(request, merchant, input, 'username', request.ip),
  );

  registerEndpoint(app, registerApi.registerMobile, ({ input, merchant, request }) =>
    register(request, merchant, input, 'mobile', request.ip),
  );

  registerEndpoint(app, registerApi.getRegisterRegions, async ({ merchant }) => ({
    list: [...regionsOf(merchant.dialCode)],
  }));
}
