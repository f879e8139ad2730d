import { releasesApi, type RemoteName } from 'shared-contracts';
import { useOps } from '../lib/use-ops';

/** Every published version of a remote, newest first (`GET /ops/releases?remote=`); read when `enabled`. */
export const useReleases = (remote: RemoteName, enabled = true) =>
  useOps(releasesApi.listReleases, { remote }, undefined, enabled);
