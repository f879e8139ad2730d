import { releasesApi, type RemoteName } from 'shared-contracts';
import { opsCall } from '../lib/ops-client';

/** Goes back to the stable the merchant ran before (`POST /ops/rollouts/:remote/rollback`). */
export const rollbackRelease = (merchant: string, remote: RemoteName) =>
  opsCall(releasesApi.rollbackRelease, { merchant }, { remote });
