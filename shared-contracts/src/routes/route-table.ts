import type { RemoteName } from '../remotes/registry';

/** How much of the shell's chrome a route shows. */
export type RouteLayout = 'main' | 'game' | 'bare';

export interface RouteDef {
  path: string;
  /** Owning remote and exposed parcel; absent for routes the shell handles itself. */
  remote?: RemoteName;
  parcel?: string;
  loginRequired: boolean;
  footer: boolean;
  sideMenu: boolean;
  breadcrumb: boolean;
  layout: RouteLayout;
  /** A page the shell renders itself (no remote): the app download page. */
  shellPage?: 'download';
  /** Shell action for routes without a page (SPEC §2). */
  action?: 'redirect-index' | 'open-login' | 'open-register';
  /** i18n key of the crumb label (namespace `common`). */
  label: string;
}

const page = (
  path: string,
  remote: RemoteName,
  parcel: string,
  label: string,
  opts: Partial<Pick<RouteDef, 'loginRequired' | 'footer' | 'sideMenu' | 'breadcrumb' | 'layout'>> = {},
): RouteDef => ({
  path,
  remote,
  parcel,
  label,
  loginRequired: false,
  footer: true,
  sideMenu: true,
  breadcrumb: true,
  layout: 'main',
  ...opts,
});

const GAME = { footer: false, sideMenu: false, breadcrumb: false, layout: 'game' } as const;
const BARE = { footer: false, sideMenu: false, breadcrumb: false, layout: 'bare' } as const;
const action = (path: string, a: NonNullable<RouteDef['action']>): RouteDef => ({
  path,
  action: a,
  label: 'nav_home',
  loginRequired: false,
  footer: true,
  sideMenu: true,
  breadcrumb: false,
  layout: 'main',
});

/** Every route of SPEC §2 with its owner and chrome. */
export const ROUTES: readonly RouteDef[] = [
  action('/', 'redirect-index'),
  action('/login', 'open-login'),
  action('/register', 'open-register'),
  page('/index', 'mf_games', 'Home', 'nav_home', { breadcrumb: false }),
  page('/help', 'mf_games', 'Home', 'nav_help', { breadcrumb: false }),
  page('/agent', 'mf_auth', 'AgentLogin', 'nav_agent_login', BARE),
  page('/agentHome', 'mf_agent', 'AgentCenter', 'nav_agent_center', { ...BARE, loginRequired: true }),
  page('/member', 'mf_member', 'MemberCenter', 'nav_member', { loginRequired: true }),
  page('/sports', 'mf_games', 'GameCenter', 'cat_SPORTS'),
  page('/esports', 'mf_games', 'GameCenter', 'cat_ESPORTS'),
  page('/lott', 'mf_games', 'GameCenter', 'cat_LOTT'),
  page('/elott', 'mf_games', 'GameCenter', 'cat_ELOTT'),
  page('/live', 'mf_games', 'GameList', 'cat_LIVE'),
  page('/fish', 'mf_games', 'GameList', 'cat_FISH'),
  page('/rng', 'mf_games', 'GameList', 'cat_RNG'),
  page('/pvp', 'mf_games', 'GameList', 'cat_PVP'),
  page('/favorite', 'mf_games', 'AccountGames', 'nav_favorite', { loginRequired: true }),
  page('/recent', 'mf_games', 'AccountGames', 'nav_recent', { loginRequired: true }),
  page('/lottery', 'mf_lottery', 'Lottery', 'nav_lottery', { ...GAME, loginRequired: true }),
  page('/seaLottery', 'mf_lottery', 'Lottery', 'nav_lottery', { ...GAME, loginRequired: true }),
  page('/vnLottery', 'mf_lottery', 'Lottery', 'nav_lottery', { ...GAME, loginRequired: true }),
  page('/promotions', 'mf_member', 'Promotions', 'nav_promotions'),
  page('/pointMall', 'mf_points', 'PointMall', 'nav_point_mall'),
  page('/seamless', 'mf_games', 'Seamless', 'nav_game', { ...GAME, loginRequired: true }),
  // SPEC §1/§2 "app download" (its path is not shown): the shell's own page, from the config's resources.
  {
    path: '/download',
    shellPage: 'download',
    label: 'nav_download',
    loginRequired: false,
    footer: true,
    sideMenu: true,
    breadcrumb: true,
    layout: 'main',
  },
];

/** Finds the route for a pathname (exact match, case-sensitive as in SPEC §2). */
export function findRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === p);
}

/** Routes whose owning remote is enabled (shell-only routes are always kept). */
export function enabledRoutes(enabled: ReadonlySet<string>, routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((r) => !r.remote || enabled.has(r.remote));
}

/** The path of a game category's page: `/{category in lower case}` (SPEC §2 side menu). */
export const categoryPath = (category: string): string => `/${category.toLowerCase()}`;
