import { addBundles } from 'shared-contracts';

/** Namespace `points`, owned by mf-points. */
export const NS = 'points';

addBundles(NS, {
  EN: {
    title: 'Points Mall',
    tab_mall: 'Mall',
    tab_history: 'Redeem history',
    tab_help: 'Help center',
    intro: 'Earn points as you play and exchange them for rewards. Points never expire.',
    mall_empty: 'No rewards to exchange yet.',
    history_empty: 'You have not redeemed any points yet.',
    help_empty: 'No help articles yet.',
  },
  TY: {
    title: 'Cửa hàng điểm',
    tab_mall: 'Cửa hàng',
    tab_history: 'Lịch sử đổi thưởng',
    tab_help: 'Trung tâm trợ giúp',
    intro: 'Tích điểm khi chơi và đổi lấy phần thưởng. Điểm không bao giờ hết hạn.',
    mall_empty: 'Chưa có phần thưởng để đổi.',
    history_empty: 'Bạn chưa đổi điểm lần nào.',
    help_empty: 'Chưa có bài trợ giúp.',
  },
});
