/**
 * `shared-contracts/agency` (ADR 0008): the agent centre's calls, the contract model and the settlement
 * formula. A second public entry like `shared-contracts/lottery`: only mf-agent and platform-api load it.
 */
export * from './contracts';
export * from './formula';
export * as agencyApi from './api';
export { TeamMemberSchema, MemberLossSchema } from './api';
