import { enabledRoutes, findRoute, ROUTES } from '../route-table';

describe('route table', () => {
  it('has every route of SPEC §2 exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '/',
      '/index',
      '/help',
      '/login',
      '/register',
      '/agent',
      '/agentHome',
      '/member',
      '/sports',
      '/esports',
      '/lott',
      '/elott',
      '/live',
      '/fish',
      '/rng',
      '/pvp',
      '/favorite',
      '/recent',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/download',
    ]) {
      expect(paths.filter((x) => x === p)).toHaveLength(1);
    }
  });

  it('hides footer and side menu on game pages and requires login for them', () => {
    for (const p of ['/seamless', '/lottery', '/seaLottery', '/vnLottery']) {
      const r = findRoute(p)!;
      expect(r).toMatchObject({ footer: false, sideMenu: false, breadcrumb: false, loginRequired: true });
    }
  });

  it('hides the breadcrumb on /index and /help only among main pages', () => {
    expect(findRoute('/index')!.breadcrumb).toBe(false);
    expect(findRoute('/help')!.breadcrumb).toBe(false);
    expect(findRoute('/live')!.breadcrumb).toBe(true);
  });

  it('drops the routes of a disabled remote and keeps the shell routes', () => {
    const routes = enabledRoutes(new Set(['mf_games', 'mf_auth']));
    expect(routes.find((r) => r.path === '/member')).toBeUndefined();
    expect(routes.find((r) => r.path === '/promotions')).toBeUndefined();
    expect(routes.find((r) => r.path === '/live')).toBeDefined();
    expect(routes.find((r) => r.path === '/login')).toBeDefined();
  });

  it('matches a trailing slash', () => {
    expect(findRoute('/live/')?.path).toBe('/live');
  });
});
