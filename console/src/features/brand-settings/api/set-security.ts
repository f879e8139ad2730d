import { brandSettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** The login and security options (`PUT /ops/brands/:code/settings/security`). */
export const setSecurity = (code: string, security: brandSettingsOpsApi.SecuritySettings) =>
  opsCall(brandSettingsOpsApi.setBrandSecurity, security, { code });
