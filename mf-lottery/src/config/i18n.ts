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
    choose_hint: 'Pick one from the Lottery menu.',
    game_hint: 'Its draw board shows here.',
  },
  TY: {
    title: 'Xổ số',
    area_vn: 'Xổ số Việt Nam',
    area_sea: 'Xổ số Đông Nam Á',
    game: 'Trò chơi: {{code}}',
    choose: 'Chọn một trò chơi xổ số.',
    choose_hint: 'Chọn một trò trong menu Xổ số.',
    game_hint: 'Bảng quay số của trò này hiện ở đây.',
  },
});
