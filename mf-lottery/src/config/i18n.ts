import { addBundles } from 'shared-contracts';

/** Namespace `lottery`, owned by mf-lottery. */
export const NS = 'lottery';

addBundles(NS, {
  EN: {
    title: 'Lottery',
    area_vn: 'Vietnam lottery',
    area_sea: 'South-East Asia lottery',
    game: 'Game: {{code}}',
    choose: 'Choose a lottery game.',
  },
  TY: {
    title: 'Xổ số',
    area_vn: 'Xổ số Việt Nam',
    area_sea: 'Xổ số Đông Nam Á',
    game: 'Trò chơi: {{code}}',
    choose: 'Chọn một trò chơi xổ số.',
  },
});
