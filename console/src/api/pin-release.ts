import { releasesApi, type RemoteName } from 'shared-contracts';
import { opsCall } from '../lib/ops-client';

/** Makes `version` the merchant's stable of the remote (`POST /ops/rollouts/:remote/pin`). */
export const pinRelease = (merchant: string, remote: RemoteName, version: string) =>
  opsCall(releasesApi.pinRelease, { merchant, version }, { remote });
