import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the lobby feature. */
export const EN = {
  group_fast: 'Fast games',
  group_daily: 'Regional daily draws',
  group_sea: 'South-East Asia',
  recent: 'Recently played',
};

addBundles(NS, {
  EN,
  TY: {
    group_fast: 'Xổ số nhanh',
    group_daily: 'Xổ số kiến thiết hằng ngày',
    group_sea: 'Đông Nam Á',
    recent: 'Chơi gần đây',
  } satisfies typeof EN,
});
