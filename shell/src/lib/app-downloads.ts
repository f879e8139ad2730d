import type { Resource } from 'shared-contracts';

/** The app-download resource types of the permission config, in the order the download page shows them. */
export const DOWNLOAD_TYPES = ['IOS', 'ANDROID', 'MOBILE_CONFIG'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** The merchant's download entries among `types` (those it has a resource for), with their URLs. */
export function downloadEntries(
  resources: Record<string, Resource>,
  types: readonly DownloadType[] = DOWNLOAD_TYPES,
): { type: DownloadType; url: string }[] {
  return types.flatMap((type) => (resources[type]?.url ? [{ type, url: resources[type].url }] : []));
}
