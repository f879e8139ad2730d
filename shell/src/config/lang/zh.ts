import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** shell's shared texts (config) in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  login: '登录',
  sign_up: '注册',
  deposit: '充值',
  customer_service: '在线客服',
  sign_out: '退出登录',
  promotions: '优惠活动',
  help_center: '帮助中心',
  terms: '条款与条件',
  privacy: '隐私政策',
  account: '账户',
  skip_to_content: '跳至正文',
  download_app: '下载 APP',
};

export default texts;
