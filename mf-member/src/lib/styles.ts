import { injectStyles } from 'shared-ui';
import member from '../styles/member.css';
import accountPages from '../styles/account-pages.css';

/** mf-member's screen styles, added once per page where its parcels start (they read shared-ui's tokens only). */
export function injectMemberStyles(): void {
  injectStyles('mf-member', member);
  injectStyles('mf-member-account-pages', accountPages);
}
