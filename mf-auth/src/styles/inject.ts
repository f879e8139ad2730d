import { injectBaseStyles, injectStyles } from 'shared-ui';
import auth from './auth.css';

/**
 * mf-auth's one style injection point (docs/architecture.md, "One way of each thing"): the design system's sheet,
 * then the modals' and the agent login's. Called by the bootstrap and every exposed parcel when its module loads.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('mf-auth', auth);
}
