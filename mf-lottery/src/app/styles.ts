import { injectStyles } from 'shared-ui';
import lottery from '../styles/lottery.css';

/** The lottery pages' styles, added once per page. */
export function injectLotteryStyles(): void {
  injectStyles('mf-lottery', lottery);
}
