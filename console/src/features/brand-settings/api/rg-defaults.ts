import { rgSettingsOpsApi as api } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's default deposit limits (`GET /ops/responsible-gaming/defaults`). */
export const useRgDefaults = (merchant: string) => useOps(api.getRgDefaults, { merchant });
