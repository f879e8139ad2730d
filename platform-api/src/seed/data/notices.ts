import type { NewNotice } from '../../modules/content/notice-repository';

/**
 * The demo merchant's notices (SPEC §2 notice bar and noticeModal, §3 notice response): two
 * notice-bar items, a popup for anonymous visitors (F), one for logged-in members (B) and a
 * promotion (publicModal's go-to-promotion button opens the reward centre for it).
 */
export const DEMO_NOTICES: readonly NewNotice[] = [
  {
    kind: 'PLAYER',
    title: 'Welcome to Demo Casino',
    content: '<p>Over <strong>10,000 games</strong> from 37 vendors. Good luck!</p>',
    sort: 1,
  },
  {
    kind: 'PLAYER',
    title: 'Scheduled maintenance',
    content: '<p>Some vendors may be unavailable on Monday from 02:00 to 04:00 (GMT+7).</p>',
    sort: 2,
  },
  {
    kind: 'POPUP',
    execution: 'F',
    title: 'New here?',
    content: '<p>Sign up or try <em>free play</em> to explore the lobby.</p>',
    sort: 1,
  },
  {
    kind: 'POPUP',
    execution: 'B',
    title: 'Welcome back',
    content: '<p>Your favourites and recent games are one click away in the side menu.</p>',
    sort: 2,
  },
  {
    kind: 'PROMOTION',
    promotionType: 'FIRST_DEPOSIT',
    title: 'First deposit bonus',
    content: '<p>Get <strong>100%</strong> on your first deposit, up to 1,000,000 ₫.</p>',
    sort: 1,
  },
];

/** Unread internal messages of demo_player (the header's unread count shows 2). */
export const DEMO_MESSAGES: readonly { title: string; content: string }[] = [
  { title: 'Welcome', content: '<p>Thanks for joining Demo Casino.</p>' },
  { title: 'Deposit credited', content: '<p>Your deposit of 100,000 ₫ has been credited.</p>' },
];
