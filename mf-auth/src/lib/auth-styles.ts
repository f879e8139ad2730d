import { injectStyles } from 'shared-ui';
import css from '../styles/auth.css';

/** mf-auth's screen styles, added once per page where its parcels start (after the design system's own). */
export function injectAuthStyles(): void {
  injectStyles('mf-auth', css);
}
