import { brandSettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Removes one resource (`DELETE /ops/brands/:code/settings/resources/:type`). */
export const deleteResource = (code: string, type: string) =>
  opsCall(brandSettingsOpsApi.deleteBrandResource, {}, { code, type });
