import { injectBaseStyles, injectStyles } from 'shared-ui';
import points from './points.css';

/**
 * mf-points' one style injection point (docs/architecture.md, "One way of each thing"): the design system's sheet,
 * then the points mall's. Called by the bootstrap and the exposed parcel when its module loads.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('mf-points', points);
}
