import { brandSettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** The chat link and opening hours (`PUT /ops/brands/:code/settings/customer-service`). */
export const setCustomerService = (code: string, cs: brandSettingsOpsApi.CustomerServiceSettings) =>
  opsCall(brandSettingsOpsApi.setBrandCustomerService, cs, { code });
