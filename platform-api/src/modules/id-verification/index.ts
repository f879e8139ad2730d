import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createIdVerificationService, type IdVerificationService } from './id-verification-service';

export type { IdVerificationService } from './id-verification-service';
export type { IdDocumentKind } from './id-document-repository';
export { requireVerifiedIdentity } from './kyc-required';

declare module 'fastify' {
  interface FastifyInstance {
    /** The id-verification module's service (ID photo upload, the operator's review). */
    idVerification: IdVerificationService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['member_id_documents'] as const;

/** The id-verification module: member_id_documents; /wps/member/upload/id and /ops/members/:username/id-verification. */
export default fp(
  async (app) => {
    app.decorate('idVerification', createIdVerificationService({ db: app.db, members: app.members, inbox: app.inbox }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'id-verification', dependencies: ['members', 'inbox', 'operator', 'restricted'] },
);
