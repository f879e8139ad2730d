import { api, systemApi, type PermissionConfig } from 'shared-contracts';

/** Status and permission config, fetched in parallel before anything renders (SPEC §4). */
export async function loadSystem(): Promise<PermissionConfig> {
  const [status, config] = await Promise.all([
    api.call(systemApi.getSystemStatus, {}),
    api.call(systemApi.getPermissionConfig, {}),
  ]);
  return { ...config, status: status.status, location: { ...config.location, ip: status.ip } };
}
