import { brandsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Publishes an earlier version of a brand's look again (`POST /ops/brands/:code/look/revert`). */
export const revertBrandLook = (code: string, version: number) =>
  opsCall(brandsOpsApi.revertBrandLook, { version }, { code });
