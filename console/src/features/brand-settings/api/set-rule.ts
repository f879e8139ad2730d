import { brandSettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** One field's registration rule (`PUT /ops/brands/:code/settings/register-rules/:field`). */
export const setRule = (code: string, field: string, rule: brandSettingsOpsApi.RulePatch) =>
  opsCall(brandSettingsOpsApi.setBrandRule, rule, { code, field });
