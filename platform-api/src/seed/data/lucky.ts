import type { NewNotice } from '../../modules/content/notice-repository';
import type { BannerSeed } from './content';
import type { HelpSeed } from './help';

// Lucky Star's own content (trusted HTML written here, like the demo merchant's): nothing about lottery or
// points, which this merchant does not offer.

/** At least one banner for every banner group; w_home has two. */
export const LUCKY_BANNERS: readonly BannerSeed[] = [
  { group: 'w_home', title: 'Lucky Star Welcome Pack', linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: 'Star Slots of the Week', linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_hotgames', title: 'Shooting Star Jackpots', linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_login', title: 'Your Lucky Night Starts Here', linkageType: 'NONE', linkage: '' },
  { group: 'w_register', title: 'Join Lucky Star', linkageType: 'NONE', linkage: '' },
  { group: 'w_leftmenu', title: 'Star Club', linkageType: 'ROUTE', linkage: '/member' },
  { group: 'w_forget', title: 'Safe Under the Stars', linkageType: 'NONE', linkage: '' },
];

/** Two notice-bar items, a popup for visitors and one for members, and a promotion. */
export const LUCKY_NOTICES: readonly NewNotice[] = [
  {
    kind: 'PLAYER',
    title: 'Welcome to Lucky Star',
    content: '<p>Slots, live casino, sports and more, in US dollars.</p>',
    sort: 1,
  },
  {
    kind: 'PLAYER',
    title: 'Star Club weekend',
    content: '<p>Double Star Club rewards every Saturday and Sunday.</p>',
    sort: 2,
  },
  {
    kind: 'POPUP',
    execution: 'F',
    title: 'First time at Lucky Star?',
    content: '<p>Create an account or try <em>free play</em> to look around.</p>',
    sort: 1,
  },
  {
    kind: 'POPUP',
    execution: 'B',
    title: 'Good to see you again',
    content: '<p>Your favourite games are waiting in the side menu.</p>',
    sort: 2,
  },
  {
    kind: 'PROMOTION',
    promotionType: 'FIRST_DEPOSIT',
    title: 'Lucky first deposit',
    content: '<p>Get <strong>50%</strong> on your first deposit, up to $500.</p>',
    sort: 1,
  },
];

/** lucky01's unread message. */
export const LUCKY_MESSAGES: readonly { title: string; content: string }[] = [
  { title: 'Welcome to Lucky Star', content: '<p>Your account is ready. Good luck!</p>' },
];

/** English only (Lucky Star offers EN). */
export const LUCKY_HELP: readonly HelpSeed[] = [
  {
    lang: 'EN',
    key: 'term',
    title: 'Terms of Use',
    content:
      '<h2>Terms of Use</h2><p>By playing at Lucky Star you agree to play responsibly and to follow the rules of each game.</p>' +
      '<ul><li>You must be 18 or older.</li><li>One account per person.</li></ul>',
  },
  {
    lang: 'EN',
    key: 'terms',
    title: 'Terms and Conditions',
    content:
      '<h2>Terms and Conditions</h2><p>Balances are kept in US dollars. Bonuses are subject to a wagering requirement.</p>',
  },
  {
    lang: 'EN',
    key: 'privacy',
    title: 'Privacy Policy',
    content:
      '<h2>Privacy Policy</h2><p>Lucky Star keeps your data apart from every other brand on this platform and never sells it.</p>',
  },
];
