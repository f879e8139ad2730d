import { api, systemApi } from 'shared-contracts';

/**
 * The merchant's permission config from the server (`/wps/system/config`). Named `fetch…` because
 * shared-contracts' `getPermissionConfig()` reads the copy the shell stores once it has loaded.
 */
export function fetchPermissionConfig() {
  return api.call(systemApi.getPermissionConfig, {});
}
