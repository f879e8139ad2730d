import { injectStyles } from 'shared-ui';
import points from './points.css';

/** mf-points' screen styles, added once per page where its parcel starts (they read shared-ui's tokens only). */
export function injectPointsStyles(): void {
  injectStyles('mf-points', points);
}
