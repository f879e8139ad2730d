import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NS } from '../config/i18n';
import type { RouteDef } from 'shared-contracts';
import { BottomNav } from '../features/bottom-nav/components/bottom-nav';
import { Breadcrumb } from '../features/breadcrumb/components/breadcrumb';
import { useTrail } from '../features/breadcrumb/hooks/use-trail';
import { Footer } from '../features/footer/components/footer';
import { RightBar } from '../features/footer/components/right-bar';
import { Header } from '../features/header/components/header';
import { NavBar } from '../features/nav/components/nav-bar';
import { MenuDrawer } from '../features/side-menu/components/menu-drawer';
import { SideMenu } from '../features/side-menu/components/side-menu';
import { usePhone } from '../hooks/use-phone';

/**
 * The chrome around a route: what shows depends on the route's layout, side-menu and footer flags (SPEC §2).
 * At ≤ 768 px the nav bar, side menu and QR bar give way to the menu drawer and the bottom navigation.
 */
export function Layout({ route, children }: { route: RouteDef | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const trail = useTrail();
  const phone = usePhone();
  const { t } = useTranslation(NS);
  const [drawer, setDrawer] = useState(false);
  // Block body on purpose: recent Chromium returns a Promise from scrollTo, which React would take as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const layout = route?.layout ?? 'main';
  if (layout === 'bare') return <div className="app app-bare">{children}</div>;
  const bottomNav = phone && layout === 'main';
  return (
    <div className={`app app-${layout}${bottomNav ? ' has-bottom-nav' : ''}`}>
      {/* A keyboard user's first Tab: skip the header and menus. */}
      <a className="skip-link" href="#content">
        {t('skip_to_content')}
      </a>
      <Header onMenu={layout === 'main' ? () => setDrawer(true) : undefined} />
      {layout === 'main' && !phone && <NavBar />}
      <div className="app-body">
        {route?.sideMenu && !phone && <SideMenu />}
        <main className="app-content" id="content" tabIndex={-1}>
          {route?.breadcrumb && <Breadcrumb trail={trail} />}
          {children}
        </main>
        {layout === 'main' && !phone && <RightBar />}
      </div>
      {route?.footer && <Footer />}
      {bottomNav && <BottomNav />}
      {phone && <MenuDrawer open={drawer} onOpenChange={setDrawer} />}
    </div>
  );
}
