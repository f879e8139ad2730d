import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAntiBotService, type AntiBotService } from './anti-bot-service';
import { randomCaptchaText } from './captcha-image';

export type { AntiBotService } from './anti-bot-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The anti-bot module's service (image captchas, ALTCHA bot check). */
    antiBot: AntiBotService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['captchas', 'bot_check_used'] as const;

/** The anti-bot module: captchas and bot_check_used; /wps/captcha and /wps/botcheck/challenge. */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'antiBot',
      createAntiBotService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        captchaText: opts.captchaText ?? randomCaptchaText,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'anti-bot', dependencies: ['merchants'] },
);
