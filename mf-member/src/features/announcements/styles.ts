import { injectStyles } from 'shared-ui';
import css from '../../styles/announcements.css';

/** publicModal's styles (the announcement rows and their opened content), added once. */
export function injectAnnouncementStyles(): void {
  injectStyles('mf-member-announcements', css);
}
