import { releasesApi, type RemoteName } from 'shared-contracts';
import { opsCall } from '../lib/ops-client';

/** The canary becomes the merchant's stable (`POST /ops/rollouts/:remote/promote`). */
export const promoteCanary = (merchant: string, remote: RemoteName) =>
  opsCall(releasesApi.promoteCanary, { merchant }, { remote });
