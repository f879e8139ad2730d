import { injectStyles } from 'shared-ui';
import promotions from '../../styles/promotions.css';

/** The /promotions page's styles (cards, details, the apply form), added once when the page's module loads. */
export function injectPromotionStyles(): void {
  injectStyles('mf-member-promotions', promotions);
}
