import type { GameCategory, RemoteName, ServiceHours, Theme } from 'shared-contracts';
import { DEFAULT_ENABLED_MODULES as ENABLED_MODULES } from '../../modules/merchants';
import { RESOURCES } from './content';

/** What the seed writes for a merchant besides its content and accounts. */
export interface MerchantProfile {
  name: string;
  currency: string;
  currencySymbol: string;
  mainDomain: string;
  customerServiceUrl: string;
  /** Opening hours of customer service (the agent login page and the menus show them). */
  customerServiceHours: ServiceHours;
  languages: readonly string[];
  /** The dial code phone forms start on (no '+'): the market's country. */
  dialCode: string;
  /** The digit count of a national mobile number (SPEC §9); 6–15 when absent. */
  phoneDigits?: { min: number; max: number };
  minAge: number;
  /** Hosts (without port) that route to the merchant. */
  domains: readonly string[];
  /**
   * More hosts with a landing (domain routes, SPEC §3): `main` forwards to `mainDomain`, a path (`/agent`) is where
   * a visitor lands from `/`.
   */
  domainRoutes?: readonly { domain: string; route: string }[];
  /** Remotes seeded switched off (their routes and nav entries disappear). */
  disabledRemotes: readonly RemoteName[];
  /** Whitelabel modules switched on; every other module is off. */
  enabledModules: ReadonlySet<string>;
  /** Vendor cards of these categories are seeded switched off (no lane, no nav entry). */
  disabledCategories: readonly GameCategory[];
  resources: readonly { type: string; label: string; url: string }[];
  theme: Theme;
}

/** The demo merchant (its code is MERCHANT_CODE, DEMO by default): gold on dark, everything on. */
export const DEMO_PROFILE: MerchantProfile = {
  name: 'Demo Casino',
  currency: 'VND',
  currencySymbol: '₫',
  mainDomain: 'localhost',
  customerServiceUrl: 'https://support.demo-casino.example.com/chat',
  customerServiceHours: { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' },
  languages: ['EN', 'TY', 'ZH', 'JA', 'TH', 'TL', 'KO'],
  dialCode: '84',
  minAge: 21,
  domains: ['127.0.0.1', 'localhost'],
  disabledRemotes: [],
  enabledModules: ENABLED_MODULES,
  disabledCategories: [],
  resources: RESOURCES,
  theme: {
    // shared-ui's defaults, stated: the brand an operator starts changing from.
    tokens: {
      '--color-bg': '#0f1420',
      '--color-header-bg': '#0b0f18',
      '--color-nav-bg': '#121a29',
      '--color-primary': '#f5b400',
      '--color-on-primary': '#111111',
      '--color-accent': '#f5b400',
    },
    logoUrl: '/assets/logo/{code}.svg',
    faviconUrl: '/assets/favicon/{code}.svg',
  },
};

/** The second demo merchant's code. */
export const LUCKY_CODE = 'LUCKY';

/**
 * "Lucky Star" on http://lucky.localhost:8080: violet on deep purple, USD, English only, no lottery
 * (mf-lottery off, lottery vendors off) and no points (mf-points and POINTS3 off). Contrast (WCAG AA):
 * primary on bg 5.9:1, on surface-raised 4.8:1; on-primary on primary 5.8:1; text on bg 16.6:1.
 */
export const LUCKY_PROFILE: MerchantProfile = {
  name: 'Lucky Star',
  currency: 'USD',
  currencySymbol: '$',
  mainDomain: 'lucky.localhost',
  customerServiceUrl: 'https://support.lucky-star.example.com/chat',
  customerServiceHours: { days: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '23:00', timeZone: 'America/New_York' },
  languages: ['EN', 'ZH', 'TY'],
  dialCode: '1',
  minAge: 18,
  domains: ['lucky.localhost'],
  domainRoutes: [
    { domain: 'www.lucky.localhost', route: 'main' },
    { domain: 'agent.lucky.localhost', route: '/agent' },
  ],
  disabledRemotes: ['mf_lottery', 'mf_points'],
  enabledModules: new Set([...ENABLED_MODULES].filter((m) => m !== 'POINTS3')),
  disabledCategories: ['LOTT', 'ELOTT'],
  resources: [
    { type: 'MOBILE_CONFIG', label: 'Mobile Config', url: 'https://m.lucky-star.example.com/mobile-config.json' },
    { type: 'ANDROID', label: 'Android', url: 'https://download.lucky-star.example.com/lucky-star.apk' },
    { type: 'IOS', label: 'iOS', url: 'https://download.lucky-star.example.com/ios' },
    { type: 'BLOG', label: 'Blog', url: 'https://blog.lucky-star.example.com/' },
    { type: 'CUSTOMER_SERVICE', label: 'Customer Service', url: 'https://support.lucky-star.example.com/chat' },
  ],
  theme: {
    tokens: {
      '--color-bg': '#150c24',
      '--color-surface': '#21143a',
      '--color-surface-raised': '#2b1b4a',
      '--color-border': '#46306e',
      '--color-text': '#f3eefc',
      '--color-text-muted': '#b9a9d6',
      '--color-primary': '#a674ff',
      '--color-on-primary': '#1a0b2e',
      '--color-accent': '#f7c948',
      '--color-header-bg': '#0e0719',
      '--color-nav-bg': '#1a0f30',
      '--radius-md': '10px',
    },
    logoUrl: '/assets/logo/{code}.svg',
    faviconUrl: '/assets/favicon/{code}.svg',
  },
};
