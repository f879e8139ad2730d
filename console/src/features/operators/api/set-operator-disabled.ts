import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Disables (its sessions and tokens end at once) or enables an operator (`POST /ops/operators/:id/disabled`). */
export const setOperatorDisabled = (id: number, disabled: boolean) =>
  opsCall(opsApi.setOperatorDisabled, { disabled }, { id });
