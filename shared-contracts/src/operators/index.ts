export * from './permissions';
export * from './schemas';
export * from './passkeys';
export * as opsApi from './api';
export * from './dashboard';
export * as playersOpsApi from './players';
export * as restrictedOpsApi from './restricted';
export type { RestrictedPerson, RestrictedPersonInput } from './restricted';
export * from './desk';
export * from './withdrawal-review';
export * as brandsOpsApi from './brands';
export * as brandSettingsOpsApi from './brand-settings';
export * as jobsOpsApi from './jobs';
export * as lotteryOpsApi from './lottery-ops';
export * as sportsbookOpsApi from './sportsbook-ops';
export type { SportsbookFixture, SportsbookScore } from './sportsbook-ops';
export * as gamesOpsApi from './games-ops';
export * as moneySettingsOpsApi from './money-settings';
export type { DepositMethodPatch, OpsDepositMethod, WithdrawalRules } from './money-settings';
export { DepositMethodPatchSchema, DepositMethodCodeSchema, WithdrawalRulesSchema } from './money-settings';
export type { OpsVendor, VendorPatch } from './games-ops';
export { VendorParamsSchema, VendorPatchSchema } from './games-ops';
export type { CatalogueQuery, GameResettable, GameSettingsPatch, OpsGame } from './games-catalogue';
export * as contentOpsApi from './content';
export * as contentPagesOpsApi from './content-pages';
export * as engagementOpsApi from './engagement-ops';
export * as reportsOpsApi from './reports';
export * as securityQuestionsOpsApi from './security-questions';
export * as rgSettingsOpsApi from './rg-settings';
export type { RgDefaults } from './rg-settings';
export { RgDefaultsSchema } from './rg-settings';
export type { OpsSecurityQuestion, SecurityQuestionAdd, SecurityQuestionPatch } from './security-questions';
export { SecurityQuestionAddSchema, SecurityQuestionPatchSchema, STOCK_QUESTION_MAX_ID } from './security-questions';
export type {
  BrandCreate,
  BrandDetail,
  BrandLook,
  BrandLookState,
  BrandLookVersion,
  BrandOptions,
  BrandRow,
  BrandSuspension,
  BrandWithdrawal,
} from './brands';
export {
  BRAND_IMAGE_MAX_BYTES,
  BRAND_CODE_PATTERN,
  BRAND_DOMAIN_PATTERN,
  BrandCreateSchema,
  BrandLookSchema,
  BrandSuspensionSchema,
} from './brands';
export * as agencyOpsApi from './agency-ops';
export type { AgencyNode, AgencyNodeRole, HouseContractInput, MoveInput } from './agency-ops';
export { AGENCY_NODE_ROLES, HouseContractInputSchema, MoveInputSchema } from './agency-ops';
