import { releasesApi, type RemoteName } from 'shared-contracts';
import { opsCall } from '../lib/ops-client';

/** Stops the canary: every visitor gets the stable again (`POST /ops/rollouts/:remote/halt`). */
export const haltCanary = (merchant: string, remote: RemoteName) =>
  opsCall(releasesApi.haltCanary, { merchant }, { remote });
