import { brandSettingsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** A brand's sign-up and service settings (`GET /ops/brands/:code/settings`). */
export const useBrandSettings = (code: string | undefined) =>
  useOps(brandSettingsOpsApi.getBrandSettings, {}, { code: code ?? '' }, code !== undefined);
