import { injectStyles } from 'shared-ui';
import css from '../../styles/vip-missions.css';

/** The VIP section's and the missions page's styles (progress bars, level table, mission cards, rank list), once. */
export function injectEngagementStyles(): void {
  injectStyles('mf-member-vip-missions', css);
}
