import type { BannerGroup } from 'shared-contracts';

/** Demo resources, keyed by resourceType (example.com hosts: nothing real is linked). */
export const RESOURCES = [
  { type: 'MOBILE_CONFIG', label: 'Mobile Config', url: 'https://m.demo-casino.example.com/mobile-config.json' },
  { type: 'ANDROID', label: 'Android', url: 'https://download.demo-casino.example.com/demo-casino.apk' },
  { type: 'IOS', label: 'iOS', url: 'https://download.demo-casino.example.com/ios' },
  { type: 'BLOG', label: 'Blog', url: 'https://blog.demo-casino.example.com/' },
  { type: 'CUSTOMER_SERVICE', label: 'Customer Service', url: 'https://support.demo-casino.example.com/chat' },
] as const;

export interface BannerSeed {
  group: BannerGroup;
  title: string;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'GAME';
  /** URL for URL, an app path for ROUTE, a JSON {vassalage, gameType, gameCode} for GAME. */
  linkage: string;
}

const game = (vassalage: string, gameType: string, n: number): string =>
  JSON.stringify({ vassalage, gameType, gameCode: `${vassalage}_${gameType}_${String(n).padStart(4, '0')}` });

/** At least one banner for every BANNER_GROUPS entry; w_home has three. */
export const BANNERS: readonly BannerSeed[] = [
  { group: 'w_home', title: 'Welcome Bonus 100%', linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: 'PG Soft Mega Spins', linkageType: 'GAME', linkage: game('PG', 'RNG', 1) },
  {
    group: 'w_home',
    title: 'Refer a Friend',
    linkageType: 'URL',
    linkage: 'https://blog.demo-casino.example.com/refer',
  },
  { group: 'w_hotgames', title: 'Hot Games This Week', linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_hotgames', title: 'Live Casino Nights', linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_login', title: 'Log In and Play', linkageType: 'NONE', linkage: '' },
  { group: 'w_register', title: 'Join Demo Casino', linkageType: 'NONE', linkage: '' },
  { group: 'w_register', title: 'Daily Rewards', linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_leftmenu', title: 'VIP Club', linkageType: 'ROUTE', linkage: '/member' },
  { group: 'w_forget', title: 'We Keep You Safe', linkageType: 'NONE', linkage: '' },
];
