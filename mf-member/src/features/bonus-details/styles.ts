import { injectStyles } from 'shared-ui';
import rewards from '../../styles/rewards.css';

/** The bonus details' and reward centre's styles (shared stylesheet, added once). */
export function injectBonusStyles(): void {
  injectStyles('mf-member-rewards', rewards);
}
