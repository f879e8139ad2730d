import { releasesApi, type RemoteName } from 'shared-contracts';
import { opsCall } from '../lib/ops-client';

/** Runs `version` on `percent` % of the merchant's visitors (`POST /ops/rollouts/:remote/canary`). */
export const startCanary = (merchant: string, remote: RemoteName, version: string, percent: number) =>
  opsCall(releasesApi.startCanary, { merchant, version, percent }, { remote });
