import { brandSettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** A whitelabel module or group on or off (`PUT /ops/brands/:code/settings/modules/:modId`). */
export const setModule = (code: string, modId: string, enabled: boolean) =>
  opsCall(brandSettingsOpsApi.setBrandModule, { enabled }, { code, modId });
