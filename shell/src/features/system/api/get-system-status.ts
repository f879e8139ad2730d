import { api, systemApi } from 'shared-contracts';

/** The site's status (0 open, 1 maintenance, 2 region blocked) and the visitor's IP (`/wps/system/status`). */
export function getSystemStatus() {
  return api.call(systemApi.getSystemStatus, {});
}
