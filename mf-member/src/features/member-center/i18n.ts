import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the member centre's menu badges. */
const EN = { menu_badge: '{{count}} new' };

addBundles(NS, { EN, TY: { menu_badge: '{{count}} mới' } satisfies typeof EN });
