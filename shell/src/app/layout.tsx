import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from 'shared-contracts';
import { Breadcrumb } from '../features/breadcrumb/components/breadcrumb';
import { useTrail } from '../features/breadcrumb/hooks/use-trail';
import { Footer } from '../features/footer/components/footer';
import { RightBar } from '../features/footer/components/right-bar';
import { Header } from '../features/header/components/header';
import { NavBar } from '../features/nav/components/nav-bar';
import { SideMenu } from '../features/side-menu/components/side-menu';

/** The chrome around a route: what shows depends on the route's layout, side-menu and footer flags. */
export function Layout({ route, children }: { route: RouteDef | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const trail = useTrail();
  // Block body on purpose: recent Chromium returns a Promise from scrollTo, which React would take as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const layout = route?.layout ?? 'main';
  if (layout === 'bare') return <div className="app app-bare">{children}</div>;
  return (
    <div className={`app app-${layout}`}>
      <Header />
      {layout === 'main' && <NavBar />}
      <div className="app-body">
        {route?.sideMenu && <SideMenu />}
        <main className="app-content">
          {route?.breadcrumb && <Breadcrumb trail={trail} />}
          {children}
        </main>
        {layout === 'main' && <RightBar />}
      </div>
      {route?.footer && <Footer />}
    </div>
  );
}
