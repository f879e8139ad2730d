import { brandSettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds or changes one resource (`PUT /ops/brands/:code/settings/resources/:type`). */
export const putResource = (code: string, type: string, resource: brandSettingsOpsApi.ResourcePatch) =>
  opsCall(brandSettingsOpsApi.putBrandResource, resource, { code, type });
