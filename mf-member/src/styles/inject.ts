import { injectBaseStyles, injectStyles } from 'shared-ui';
import accountPages from './account-pages.css';
import announcements from './announcements.css';
import member from './member.css';
import money from './money.css';
import promotions from './promotions.css';
import referral from './referral.css';
import rewards from './rewards.css';
import vipMissions from './vip-missions.css';

/**
 * mf-member's one style injection point (docs/architecture.md, "One way of each thing"): the design system's sheet,
 * the member centre's (member, records and account pages), then the pages' own sheets, which refine them (e.g.
 * `.vip-card` over `.member-card`). Called by the bootstrap and every exposed parcel when its module loads.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('mf-member', member);
  injectStyles('mf-member-account-pages', accountPages);
  injectStyles('mf-member-money', money);
  injectStyles('mf-member-promotions', promotions);
  injectStyles('mf-member-rewards', rewards);
  injectStyles('mf-member-announcements', announcements);
  injectStyles('mf-member-referral', referral);
  injectStyles('mf-member-vip-missions', vipMissions);
}
