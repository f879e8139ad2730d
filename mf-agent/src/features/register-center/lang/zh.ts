import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The register-center feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  reg_title: '新开账号',
  reg_intro: '账号将开在您的名下。请把密码告知账号持有人：首次登录时须修改密码。',
  reg_username: '用户名',
  reg_username_hint: '4–16 位字母、数字或 _',
  reg_username_rule: '请使用 4–16 位字母、数字或 _',
  reg_password: '密码',
  reg_password_rule: '请使用 6–20 个字符',
  reg_confirm: '确认密码',
  reg_nickname: '昵称（选填）',
  reg_nickname_rule: '最多 32 个字符',
  reg_kind: '账号类型',
  reg_player: '玩家',
  reg_agent: '代理',
  reg_submit: '开户',
  reg_done_player: '玩家 {{account}} 已开户。',
  reg_done_agent: '代理 {{account}} 已开户。',
  reg_done_code: '邀请码：{{code}}',
  inv_title: '邀请',
  inv_intro: '通过您的链接或邀请码注册的新玩家将加入您的团队。',
  inv_code: '邀请码',
  inv_link: '注册链接',
  inv_copy: '复制',
  inv_copy_link: '复制注册链接',
  inv_copied: '链接已复制',
  inv_copy_failed: '复制失败：请手动选中链接并复制',
  inv_qr: '您的注册链接二维码',
  inv_failed: '邀请信息加载失败。',
};

export default texts;
