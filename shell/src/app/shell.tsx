import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { enabledRoutes, findRoute, type ParcelName, type PermissionConfig, type RemoteName } from 'shared-contracts';
import { useVendorLanes } from '../api/get-game-vendors';
import { Layout } from './layout';
import { RemoteParcel } from '../features/remotes/components/remote-parcel';
import { SessionBridge } from '../features/session/components/session-bridge';
import { ShellProvider } from './config-context';
import { RouteElement } from './route-element';

/** A parcel of one remote, checked against REMOTE_PARCELS at compile time. */
type GlobalParcel = { [R in RemoteName]: { remote: R; parcel: ParcelName<R> } }[RemoteName];

/** Always-mounted modal hosts, one per remote that owns modals (each is its `src/app/modal-host.tsx`). */
const GLOBAL_PARCELS: GlobalParcel[] = [
  { remote: 'mf_auth', parcel: 'AuthModals' },
  { remote: 'mf_games', parcel: 'GamesModals' },
  { remote: 'mf_member', parcel: 'MemberModals' },
];

/** The composed app: chrome, the routes of enabled remotes, modal hosts and the bus bridge. */
export function Shell({ config, enabled }: { config: PermissionConfig; enabled: ReadonlySet<RemoteName> }) {
  const lanes = useVendorLanes(enabled.has('mf_games'));
  const routes = useMemo(() => enabledRoutes(enabled), [enabled]);
  const { pathname } = useLocation();
  const current = findRoute(pathname, routes);
  const ctx = useMemo(() => ({ config, enabled, lanes }), [config, enabled, lanes]);
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
        {GLOBAL_PARCELS.filter((g) => enabled.has(g.remote)).map((g) => (
          <RemoteParcel key={g.remote} remote={g.remote} parcel={g.parcel} basePath="/" silent />
        ))}
      </div>
      <SessionBridge />
    </ShellProvider>
  );
}
