import type { NewAnnouncement } from '../../modules/content';

type Seed = Omit<NewAnnouncement, 'createdAt'> & { hoursAgo: number };

/**
 * The demo merchant's announcements (SPEC §2 publicModal, 9 a page: these fill 3 pages), newest first. Those
 * with a promotionType show the modal's go-to-promotion button; one is for logged-in members only (B) and one
 * for visitors only (F), so each audience sees 22.
 */
export const DEMO_ANNOUNCEMENTS: readonly Seed[] = [
  {
    title: 'Weekend reload bonus',
    promotionType: 'RELOAD',
    content: '<p>Deposit on Saturday or Sunday and get <strong>20%</strong> extra, up to 500,000 ₫.</p>',
  },
  {
    title: 'Invite friends, earn rewards',
    promotionType: 'REFERRAL',
    content:
      '<p>Share your referral link from <em>Member center → Invite friends</em>. Each friend who deposits earns you a reward.</p>',
  },
  {
    title: 'New slot games this week',
    content: '<p>Twelve new slot titles have joined the lobby. Find them under <strong>RNG</strong>.</p>',
  },
  {
    title: 'Members only: VIP week',
    audience: 'B',
    promotionType: 'VIP',
    content: '<p>All VIP levels earn double upgrade bonuses until Sunday.</p>',
  },
  {
    title: 'Create your account in a minute',
    audience: 'F',
    content: '<p>Sign up with your mobile number and start with a welcome offer.</p>',
  },
  {
    title: 'Lottery draw times',
    content: '<p>The 1-, 3- and 5-minute games draw around the clock. Results are on the lottery page.</p>',
  },
  {
    title: 'Daily missions are live',
    promotionType: 'MISSION',
    content: '<p>Complete daily and weekly tasks for rewards in your reward centre.</p>',
  },
  {
    title: 'Safer play tools',
    content: '<p>Set deposit limits or take a break from <em>My account → Responsible gaming</em>.</p>',
  },
  {
    title: 'Bank transfer deposits',
    content: '<p>Upload your transfer receipt and we credit your wallet once it is confirmed.</p>',
  },
  {
    title: 'Live casino tables extended',
    content: '<p>More baccarat and roulette tables are open in the evening.</p>',
  },
  {
    title: 'First deposit bonus',
    promotionType: 'FIRST_DEPOSIT',
    content: '<p>Get <strong>100%</strong> on your first deposit, up to 1,000,000 ₫.</p>',
  },
  {
    title: 'Points mall opening',
    content: '<p>Earn points from settled bets and redeem them for gifts or balance.</p>',
  },
  {
    title: 'Withdrawal processing hours',
    content: '<p>Withdrawals are reviewed every day from 08:00 to 24:00 (GMT+7).</p>',
  },
  {
    title: 'Fishing games tournament',
    promotionType: 'TOURNAMENT',
    content: '<p>Top 20 fishing scores this month share a prize pool.</p>',
  },
  {
    title: 'Security reminder',
    content: '<p>We never ask for your password. Turn on a security question in <em>My account</em>.</p>',
  },
  { title: 'Sports: weekend specials', content: '<p>Enhanced odds on selected football matches every weekend.</p>' },
  {
    title: 'Cashback on slots',
    promotionType: 'CASHBACK',
    content: '<p>Get 1% of your weekly slot stake back, credited every Monday.</p>',
  },
  {
    title: 'Scheduled maintenance',
    content: '<p>Some vendors may be unavailable on Monday from 02:00 to 04:00 (GMT+7).</p>',
  },
  {
    title: 'Favourites and recent games',
    content: '<p>Star a game to find it again under <strong>Favourites</strong>.</p>',
  },
  { title: 'Mobile app available', content: '<p>Download the app for iOS and Android from the side bar QR codes.</p>' },
  {
    title: 'Birthday gift for VIP members',
    promotionType: 'VIP',
    content: '<p>VIP members receive a gift in their birthday month.</p>',
  },
  { title: 'Customer service hours', content: '<p>Chat with us any time from the avatar menu or the side menu.</p>' },
  { title: 'Welcome to Demo Casino', content: '<p>Over <strong>10,000 games</strong> from 37 vendors. Good luck!</p>' },
].map((a, i) => ({ ...a, hoursAgo: (i + 1) * 6 }) as Seed);
