import { Component, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { bus, session, type RemoteName } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { loadParcel, remoteVersion, reportMountError, resetRemote } from '../lib/registry';

class ParcelBoundary extends Component<
  { onRetry: () => void; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? (
      <ErrorPanel
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    ) : (
      this.props.children
    );
  }
}

interface Props {
  remote: RemoteName;
  parcel: string;
  basePath: string;
  /** Global parcels (modal hosts) fail silently instead of showing a panel. */
  silent?: boolean;
  /** Props beyond `ParcelProps` (a panel parcel's `page`); a change reaches the mounted parcel as an update. */
  extraProps?: Record<string, unknown>;
}

/** Mounts one exposed parcel inside the error boundary, with the retry that reloads its remote. */
export function RemoteParcel({ remote, parcel, basePath, silent, extraProps }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [mountError, setMountError] = useState(false);
  const location = useLocation();
  const nav = useNavigate();
  const { i18n } = useTranslation();
  const retry = useCallback(() => {
    resetRemote(remote);
    setMountError(false);
    setAttempt((a) => a + 1);
  }, [remote]);
  // A retry remounts the Parcel (new key), which calls this again.
  const config = useCallback(() => loadParcel(remote, parcel), [remote, parcel]);
  const navigate = useCallback((to: string) => nav(to), [nav]);
  const loc = useMemo(
    () => ({ pathname: location.pathname, search: location.search, hash: location.hash }),
    [location.pathname, location.search, location.hash],
  );
  const onError = useCallback(() => reportMountError(remote), [remote]);
  const version = remoteVersion(remote);
  if (mountError) return silent ? null : <ErrorPanel onRetry={retry} />;
  // single-spa-react's wrapper takes no attributes: this box (display: contents in chrome.css: no box of its own) says
  // which release the page runs, for support and the e2e.
  return (
    <div className="remote-version" data-remote-version={version ?? undefined}>
      <ParcelBoundary onRetry={retry} onError={onError}>
        <Parcel
          key={`${remote}/${parcel}/${attempt}`}
          config={config as never}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={`remote-parcel remote-${remote}`}
          handleError={() => {
            onError();
            setMountError(true);
          }}
          bus={bus}
          session={session}
          navigate={navigate}
          basePath={basePath}
          location={loc}
          lang={i18n.language}
          onRemoteRetry={silent ? undefined : retry}
          {...extraProps}
        />
      </ParcelBoundary>
    </div>
  );
}
