import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';

/** This module owns no table: it composes the other modules' services (docs/ownership.md). */
export const TABLES = [] as const;

/**
 * The member-header module (ADR 0009): what the logged-in header and the menus show, in one call each —
 * /wps/member/header (balance, VIP label, points) and /wps/member/badges (rewards waiting, missions open,
 * unread messages). It reads through the wallet, inbox, merchants, rewards, vip and missions services.
 */
export default fp(
  async (app) => {
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'member-header', dependencies: ['merchants', 'wallet', 'inbox', 'rewards', 'vip', 'missions'] },
);
