import { api, releasesApi, type ApiClient, type HealthReportItem } from 'shared-contracts';

/**
 * Reports the remotes' loads, load failures and mount errors (`POST /wps/remotes/health`, ADR 0012). The endpoint is
 * anonymous, but the page's client sends the member's token when one is signed in, so the server records the
 * versions on that session. `keepalive` lets the report sent on `pagehide` outlive the page.
 */
export function reportRemoteHealth(
  reports: HealthReportItem[],
  keepalive = false,
  client: Pick<ApiClient, 'call'> = api,
): Promise<null> {
  return client.call(releasesApi.reportRemoteHealth, { reports }, { keepalive });
}
