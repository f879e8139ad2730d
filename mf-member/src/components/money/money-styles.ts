import { injectStyles } from 'shared-ui';
import money from '../../styles/money.css';

/** The money pages' styles, added once when the first of them loads (they ship in the pages' own chunk). */
export function injectMoneyStyles(): void {
  injectStyles('mf-member-money', money);
}
