import { rgSettingsOpsApi as api, type RgDefaults } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Sets the brand's default deposit limits (`PUT /ops/responsible-gaming/defaults`). */
export const setRgDefaults = (merchant: string, defaults: RgDefaults) =>
  opsCall(api.setRgDefaults, { merchant, ...defaults });
