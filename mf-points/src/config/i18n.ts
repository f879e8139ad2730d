import { addBundles } from 'shared-contracts';

/** Namespace `points`, owned by mf-points. */
export const NS = 'points';

addBundles(NS, {
  EN: {
    title: 'Points Mall',
    intro: 'Earn points as you play and exchange them for rewards. Points never expire.',
  },
  TY: {
    title: 'Cửa hàng điểm',
    intro: 'Tích điểm khi chơi và đổi lấy phần thưởng. Điểm không bao giờ hết hạn.',
  },
});
