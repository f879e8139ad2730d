import { addBundles } from 'shared-contracts';

/** Namespace `agent`, owned by mf-agent. */
export const NS = 'agent';

addBundles(NS, {
  EN: {
    title: 'Agent center',
    sign_out: 'Sign out',
    team_overview: 'Team overview',
    gmt: 'GMT{{offset}}',
    time_zone: 'Time zone',
    account: 'Account',
    overview_empty: 'No team figures yet.',
    overview_empty_hint: 'Your team’s overview shows up here.',
  },
  TY: {
    title: 'Trung tâm đại lý',
    sign_out: 'Đăng xuất',
    team_overview: 'Tổng quan đội nhóm',
    gmt: 'GMT{{offset}}',
    time_zone: 'Múi giờ',
    account: 'Tài khoản',
    overview_empty: 'Chưa có số liệu đội nhóm.',
    overview_empty_hint: 'Tổng quan đội nhóm của bạn sẽ hiện ở đây.',
  },
});
