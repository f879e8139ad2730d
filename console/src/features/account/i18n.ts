import { addBundles } from 'shared-contracts';

/** Namespace `account` (the operator's own sessions). */
export const NS = 'account';

const EN = {
  title: 'My account',
  sessions: 'Open sessions',
  sessions_intro:
    'Each browser signed in as you. A session ends after 30 minutes without use and at most 12 hours after sign-in.',
  started: 'Signed in',
  last_seen: 'Last used',
  expires: 'Ends',
  address: 'Address',
  browser: 'Browser',
  this_one: 'This browser',
  revoke: 'End session',
  revoked: 'Session ended',
  empty: 'No open sessions',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Tài khoản của tôi',
    sessions: 'Phiên đang mở',
    sessions_intro:
      'Mỗi trình duyệt đã đăng nhập bằng tài khoản của bạn. Phiên kết thúc sau 30 phút không dùng và tối đa 12 giờ sau khi đăng nhập.',
    started: 'Đăng nhập lúc',
    last_seen: 'Dùng lần cuối',
    expires: 'Kết thúc',
    address: 'Địa chỉ',
    browser: 'Trình duyệt',
    this_one: 'Trình duyệt này',
    revoke: 'Kết thúc phiên',
    revoked: 'Đã kết thúc phiên',
    empty: 'Không có phiên nào',
  } satisfies typeof EN,
  ZH: {
    title: '我的账户',
    sessions: '当前会话',
    sessions_intro: '每个以您身份登录的浏览器。会话闲置 30 分钟后结束，登录后最长 12 小时。',
    started: '登录时间',
    last_seen: '最近使用',
    expires: '结束时间',
    address: '地址',
    browser: '浏览器',
    this_one: '当前浏览器',
    revoke: '结束会话',
    revoked: '会话已结束',
    empty: '没有会话',
  } satisfies typeof EN,
});
