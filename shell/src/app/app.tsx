import { useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { api, session, setPermissionConfig } from 'shared-contracts';
import { registerEnabledRemotes } from '../features/remotes/lib/registry';
import { applyDocumentBrand } from '../lib/document-brand';
import { domainLanding } from '../lib/domain-route';
import { Loader } from '../components/loader';
import { BlockedPage, ConfigFailedPage, MaintenancePage } from '../features/system/components/system-pages';
import { useSystem } from '../features/system/hooks/use-system';
import { Shell } from './shell';

/** Loads the config first (SPEC §4): 0 → app, 1 → maintenance (wins), 2 → region blocked. */
export function App() {
  const sys = useSystem();
  const config = sys.phase === 'ready' ? sys.config : null;
  // The merchant's name stays the tab's title on every page, maintenance and blocked pages included.
  useEffect(() => {
    if (config) applyDocumentBrand(config);
  }, [config]);
  // The merchant's domain routes (SPEC §3): a "main" domain forwards to the main domain before anything renders; an
  // agents' domain lands on its path.
  const landing = useMemo(() => (config ? domainLanding(config, window.location) : null), [config]);
  const redirect = landing && 'redirect' in landing ? landing.redirect : null;
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  const enabled = useMemo(() => {
    if (!config || config.status !== 0) return null;
    api.configure({ publicKey: config.publicKey });
    session.set('merchantCode', config.merchantCode);
    session.set('merchant', config.merchantName);
    session.set('merchantWallet', config.merchantWallet);
    setPermissionConfig(config);
    return registerEnabledRemotes(config.remotes);
  }, [config]);
  if (sys.phase === 'loading' || redirect) return <Loader />;
  if (landing && 'path' in landing && window.location.pathname === '/')
    window.history.replaceState(null, '', landing.path);
  if (sys.phase === 'failed') return <ConfigFailedPage onRetry={sys.retry} />;
  if (sys.config.status === 1) return <MaintenancePage config={sys.config} />;
  if (sys.config.status === 2) return <BlockedPage config={sys.config} />;
  return (
    <BrowserRouter>
      <Shell config={sys.config} enabled={enabled!} />
    </BrowserRouter>
  );
}
