import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createRegistrationService, type RegistrationService } from './registration-service';

export type { RegistrationService } from './registration-service';
// The profile sets a birthday still missing with the registration's rules (date, minimum age, BIRTHDAY_LIMIT).
export { ageOn, parseBirthday, todayUtc, isoDate } from './age';
export { registrationError } from './errors';
export { regionsOf } from './regions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registration module's service (sign-up, the registration SMS code). */
    registration: RegistrationService;
  }
}

/** The tables of this module (docs/ownership.md): none, a registration creates a member (members module). */
export const TABLES = [] as const;

/** The registration module: /wps/member/register, /register/mobile and /wps/verification/sms/register. */
export default fp(
  async (app) => {
    app.decorate(
      'registration',
      createRegistrationService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        members: app.members,
        sessions: app.sessions,
        antiBot: app.antiBot,
        verification: app.verification,
        agency: app.agency,
        referral: app.referral,
        passwords: app.passwords,
        restricted: app.restricted,
        rateLimiter: app.rateLimiter,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  {
    name: 'registration',
    dependencies: [
      'merchants',
      'members',
      'sessions',
      'anti-bot',
      'verification',
      'agency',
      'referral',
      'passwords',
      'restricted',
    ],
  },
);
