import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { bus, enabledRoutes, findRoute, MODAL_HOSTS, type PermissionConfig, type RemoteName } from 'shared-contracts';
import { useSessionValue } from 'shared-ui';
import { useVendorLanes } from '../api/get-game-vendors';
import { AnalyticsConsent } from '../features/analytics/components/analytics-consent';
import { Layout } from './layout';
import { RemoteParcel } from '../features/remotes/components/remote-parcel';
import { useModalHosts } from '../features/remotes/hooks/use-modal-hosts';
import { SessionBridge } from '../features/session/components/session-bridge';
import { ShellProvider } from '../hooks/use-shell';
import { RouteElement } from './route-element';
import { SidePanel } from './side-panel';

/** The composed app: chrome, the routes of enabled remotes, the modal hosts needed so far and the bus bridge. */
export function Shell({ config, enabled }: { config: PermissionConfig; enabled: ReadonlySet<RemoteName> }) {
  const { lanes, ready: lanesReady } = useVendorLanes(enabled.has('mf_games'));
  const routes = useMemo(() => enabledRoutes(enabled), [enabled]);
  const { pathname } = useLocation();
  const current = findRoute(pathname, routes);
  const ctx = useMemo(() => ({ config, enabled, lanes, lanesReady }), [config, enabled, lanes, lanesReady]);
  // Modal hosts (each remote's `src/app/modal-host.tsx`) load when first needed, not on every visit.
  const hosts = useModalHosts(bus, enabled, !!useSessionValue('token'));
  return (
    <ShellProvider value={ctx}>
      <Layout route={current}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={<RouteElement route={r} />} />
          ))}
          <Route path="*" element={<Navigate to="/index" replace />} />
        </Routes>
      </Layout>
      <div className="global-parcels">
        {hosts.map((remote) => (
          <RemoteParcel key={remote} remote={remote} parcel={MODAL_HOSTS[remote].parcel} basePath="/" silent />
        ))}
      </div>
      <SidePanel enabled={enabled} />
      <SessionBridge />
      <AnalyticsConsent gtagId={config.analytics.gtagId} />
    </ShellProvider>
  );
}
