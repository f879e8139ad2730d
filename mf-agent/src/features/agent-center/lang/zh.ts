import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The agent-center feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  title: '代理中心',
  sign_out: '退出登录',
  gmt: 'GMT{{offset}}',
  time_zone: '时区',
  menu: '代理中心菜单',
  menu_deposit: '充值',
  menu_withdraw: '提现',
  menu_messages: '平台消息',
  menu_service: '在线客服',
  page_empty: '这里暂无内容。',
  page_empty_hint: '该页面即将上线。',
};

export default texts;
