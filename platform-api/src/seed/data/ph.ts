import type { NewNotice } from '../../modules/content/notice-repository';
import type { BannerSeed } from './content';
import type { HelpSeed } from './help';
import { DEFAULT_ENABLED_MODULES as ENABLED_MODULES } from '../../modules/merchants';
import type { MerchantProfile } from './merchants';

// Pinoy Palace, the Philippines variant's demo brand (SPEC §1, §6): trusted HTML written here, like the other brands'.

/** The Philippines brand's code. */
export const PH_CODE = 'PH';

/**
 * "Pinoy Palace" on http://ph.localhost:8080: royal blue with a sun-yellow accent, Philippine pesos, English, no
 * lottery and no points mall; the Philippines variant (set by the seed: minimum age 21, four declarations, verified
 * identity before money, the restricted-persons list). Contrast (WCAG AA): primary on bg 8.3:1; on-primary on
 * primary 8.3:1; text on bg 15.9:1.
 */
export const PH_PROFILE: MerchantProfile = {
  name: 'Pinoy Palace',
  currency: 'PHP',
  currencySymbol: '₱',
  mainDomain: 'ph.localhost',
  customerServiceUrl: 'https://support.pinoy-palace.example.com/chat',
  customerServiceHours: { days: [1, 2, 3, 4, 5, 6, 7], from: '10:00', to: '22:00', timeZone: 'Asia/Manila' },
  languages: ['EN', 'TL'],
  dialCode: '63',
  // Philippine mobile numbers: 10 digits after the leading 0 (9XX XXX XXXX).
  phoneDigits: { min: 10, max: 10 },
  minAge: 21,
  domains: ['ph.localhost'],
  disabledRemotes: ['mf_lottery', 'mf_points'],
  enabledModules: new Set([...ENABLED_MODULES].filter((m) => m !== 'POINTS3')),
  disabledCategories: ['LOTT', 'ELOTT'],
  resources: [
    { type: 'MOBILE_CONFIG', label: 'Mobile Config', url: 'https://m.pinoy-palace.example.com/mobile-config.json' },
    { type: 'ANDROID', label: 'Android', url: 'https://download.pinoy-palace.example.com/pinoy-palace.apk' },
    { type: 'IOS', label: 'iOS', url: 'https://download.pinoy-palace.example.com/ios' },
    { type: 'BLOG', label: 'Blog', url: 'https://blog.pinoy-palace.example.com/' },
    { type: 'CUSTOMER_SERVICE', label: 'Customer Service', url: 'https://support.pinoy-palace.example.com/chat' },
  ],
  theme: {
    tokens: {
      '--color-bg': '#0a1633',
      '--color-surface': '#12224a',
      '--color-surface-raised': '#1a2d5e',
      '--color-border': '#2f4785',
      '--color-text': '#eef2ff',
      '--color-text-muted': '#aab6d8',
      '--color-primary': '#fcd116',
      '--color-on-primary': '#0a1633',
      '--color-accent': '#ef4444',
      '--color-header-bg': '#071027',
      '--color-nav-bg': '#0e1b3d',
    },
    logoUrl: '/assets/logo/{code}.svg',
    faviconUrl: '/assets/favicon/{code}.svg',
  },
};

/** At least one banner for every banner group; w_home has two. */
export const PH_BANNERS: readonly BannerSeed[] = [
  { group: 'w_home', title: 'Mabuhay! Welcome to Pinoy Palace', linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: 'Fiesta Slots of the Week', linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_hotgames', title: 'Palace Jackpots', linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_login', title: 'Your Palace Awaits', linkageType: 'NONE', linkage: '' },
  { group: 'w_register', title: 'Join Pinoy Palace (21+)', linkageType: 'NONE', linkage: '' },
  { group: 'w_leftmenu', title: 'Palace Club', linkageType: 'ROUTE', linkage: '/member' },
  { group: 'w_forget', title: 'Safe in the Palace', linkageType: 'NONE', linkage: '' },
];

/** Two notice-bar items, a popup for visitors and one for members, and a promotion. */
export const PH_NOTICES: readonly NewNotice[] = [
  {
    kind: 'PLAYER',
    title: 'Welcome to Pinoy Palace',
    content: '<p>Slots, live casino, sports and more, in Philippine pesos. Players must be 21 or older.</p>',
    sort: 1,
  },
  {
    kind: 'PLAYER',
    title: 'Verify to play for real',
    content: '<p>Verify your identity once before your first deposit or withdrawal.</p>',
    sort: 2,
  },
  {
    kind: 'POPUP',
    execution: 'F',
    title: 'First time at Pinoy Palace?',
    content: '<p>Create an account (21+) or try <em>free play</em> to look around.</p>',
    sort: 1,
  },
  {
    kind: 'POPUP',
    execution: 'B',
    title: 'Welcome back',
    content: '<p>Your favourite games are waiting in the side menu.</p>',
    sort: 2,
  },
  {
    kind: 'PROMOTION',
    promotionType: 'FIRST_DEPOSIT',
    title: 'Palace first deposit',
    content: '<p>Get <strong>50%</strong> on your first deposit, up to ₱5,000.</p>',
    sort: 1,
  },
];

/** ph01's unread message. */
export const PH_MESSAGES: readonly { title: string; content: string }[] = [
  { title: 'Welcome to Pinoy Palace', content: '<p>Your account is ready and verified. Good luck!</p>' },
];

/** English only for now. */
export const PH_HELP: readonly HelpSeed[] = [
  {
    lang: 'EN',
    key: 'term',
    title: 'Terms of Use',
    content:
      '<h2>Terms of Use</h2><p>By playing at Pinoy Palace you agree to play responsibly and to follow the rules of each game.</p>' +
      '<ul><li>You must be 21 or older.</li><li>Government officials, members of the armed forces and the police, ' +
      'gaming-employment licence holders and persons on the restricted list may not register or play.</li>' +
      '<li>One account per person; your identity is verified before your first deposit or withdrawal.</li></ul>',
  },
  {
    lang: 'EN',
    key: 'terms',
    title: 'Terms and Conditions',
    content:
      '<h2>Terms and Conditions</h2><p>Balances are kept in Philippine pesos. Bonuses are subject to a wagering requirement.</p>',
  },
  {
    lang: 'EN',
    key: 'privacy',
    title: 'Privacy Policy',
    content:
      '<h2>Privacy Policy</h2><p>Pinoy Palace keeps your data apart from every other brand on this platform and never sells it.</p>',
  },
];
