import { addBundles } from 'shared-contracts';

/** Namespace `agent`, owned by mf-agent. */
export const NS = 'agent';

addBundles(NS, {
  EN: { title: 'Agent center', sign_out: 'Sign out', team_overview: 'Team overview', gmt: 'GMT{{offset}}' },
  TY: { title: 'Trung tâm đại lý', sign_out: 'Đăng xuất', team_overview: 'Tổng quan đội nhóm', gmt: 'GMT{{offset}}' },
});
