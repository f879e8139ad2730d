import { injectStyles } from 'shared-ui';
import css from '../../styles/referral.css';

/** The referral page's styles (invite card, QR code, counts), added once. */
export function injectReferralStyles(): void {
  injectStyles('mf-member-referral', css);
}
