import { injectBaseStyles, injectStyles } from 'shared-ui';
import lottery from './lottery.css';

/**
 * mf-lottery's one style injection point (docs/architecture.md, "One way of each thing"): the design system's
 * sheet, then the lottery's. Called by the bootstrap and the exposed parcel when its module loads.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('mf-lottery', lottery);
}
