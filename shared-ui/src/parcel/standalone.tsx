import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { bus, initI18n, session, type ParcelProps, type RouteLocation } from 'shared-contracts';

const here = (): RouteLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * Runs a remote on its own dev server (`npm run dev -w mf-x`): each exposed page at its route, with
 * the real bus, session store and i18n, but without the shell's chrome.
 */
export async function runStandalone(name: string, pages: Record<string, ComponentType<ParcelProps>>) {
  await initI18n(session.getLocal('lang') ?? 'EN');
  const paths = Object.keys(pages);
  function Harness() {
    const [loc, setLoc] = useState(here);
    useEffect(() => {
      const onPop = () => setLoc(here());
      window.addEventListener('popstate', onPop);
      const off = bus.on('navigate', ({ to }) => navigate(to));
      return () => {
        window.removeEventListener('popstate', onPop);
        off();
      };
    }, []);
    const navigate = (to: string) => {
      window.history.pushState(null, '', to);
      setLoc(here());
    };
    const path = paths.includes(loc.pathname) ? loc.pathname : paths[0]!;
    const Page = pages[path]!;
    return (
      <>
        <nav aria-label={name}>
          {paths.map((p) => (
            <a key={p} href={p} onClick={(e) => (e.preventDefault(), navigate(p))} style={{ marginRight: 12 }}>
              {p}
            </a>
          ))}
        </nav>
        <Page bus={bus} session={session} navigate={navigate} basePath={path} location={loc} lang="EN" />
      </>
    );
  }
  createRoot(document.getElementById('root')!).render(<Harness />);
}
