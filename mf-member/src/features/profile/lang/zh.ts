import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profile feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  prof_avatar: '头像',
  prof_avatar_hint: '为您的姓名首字母选择一种颜色。',
  prof_avatar_default: '默认头像',
  prof_avatar_n: '头像颜色 {{n}}',
  prof_avatar_saved: '头像已更新',
  prof_avatar_failed: '头像加载失败。',
  prof_info: '个人信息',
  prof_nickname: '昵称',
  prof_nickname_long: '最多 {{max}} 个字符',
  prof_email: '电子邮箱',
  prof_email_none: '尚未绑定邮箱',
  prof_birthday: '生日',
  prof_birthday_once: '尚未设置：只能设置一次。',
  prof_saved: '资料已保存',
  prof_unchanged: '没有需要保存的内容：请先修改字段',
  prof_mobile: '手机号',
  prof_mobile_current: '当前号码',
  prof_mobile_none: '尚未绑定手机号',
  prof_mobile_new: '新手机号',
  prof_dial_code: '国家/地区代码',
  prof_dial_code_search: '搜索国家/地区',
  prof_dial_code_failed: '国家/地区列表加载失败',
  prof_code: '验证码',
  prof_send_code: '发送验证码',
  prof_resend_in: '{{seconds}} 秒后重新发送',
  prof_mobile_submit: '更换手机号',
  prof_mobile_saved: '手机号已更换',
  prof_failed: '个人资料加载失败。',
};

export default texts;
