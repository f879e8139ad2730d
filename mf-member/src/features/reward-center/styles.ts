import { injectStyles } from 'shared-ui';
import rewards from '../../styles/rewards.css';

/** The reward centre's and bonus details' styles (shared stylesheet, added once). */
export function injectRewardStyles(): void {
  injectStyles('mf-member-rewards', rewards);
}
