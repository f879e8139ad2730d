import { REMOTE_PACKAGES, type RemoteName } from 'shared-contracts';

/** The manifest URL the shell registers for a released version (the folder store: `/remotes/<package>/<version>/`). */
export const entryOf = (remote: RemoteName, version: string): string =>
  `/remotes/${REMOTE_PACKAGES[remote]}/${version}/mf-manifest.json`;
