import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createMembersService, type MembersService } from './members-service';

export type { Member, MemberStatus, NewMember, LoginRecord, PasswordState } from './member-repository';
export type {
  ContactsPatch,
  InvitingAgent,
  MemberContacts,
  MemberProfile,
  VerificationContacts,
} from './member-profile-repository';
export type { MembersService } from './members-service';
export type { RegistrationDay } from './member-stats-repository';
export type { MemberOverview, MemberLinkCandidate, MemberSearchRow } from './member-ops-repository';
export type { TeamMemberQuery, TeamMemberRow } from './team-member-repository';
export type { TreeMemberRow } from './member-tree-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members module's service (member accounts: lookup, creation, password, language, profile). */
    members: MembersService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['members'] as const;

/** The members module: the `members` table; /wps/member info, icon and language. */
export default fp(
  async (app) => {
    app.decorate('members', createMembersService({ db: app.db }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'members' },
);
