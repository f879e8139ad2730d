import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-auth's shared texts in Thai. */
const texts: Texts<typeof EN> = {
  login: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  forgetPass: 'ลืมรหัสผ่าน',
  changePass: 'เปลี่ยนรหัสผ่าน',
  securityQuestions: 'คำถามความปลอดภัย',
  disclaimer: 'ข้อจำกัดความรับผิดชอบ',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  have_account: 'มีบัญชีอยู่แล้ว?',
  v_username_password: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
  show_password: 'แสดงรหัสผ่าน',
  hide_password: 'ซ่อนรหัสผ่าน',
  captcha: 'รหัสยืนยัน',
  remember_me: 'จดจำฉัน',
  new_password: 'รหัสผ่านใหม่',
  email: 'อีเมล',
  tab_username: 'ชื่อผู้ใช้',
  tab_sms: 'มือถือ',
  login_tabs: 'เข้าสู่ระบบด้วย',
  v_code_required: 'กรุณากรอกรหัสยืนยันที่ถูกต้อง',
  disclaimer_accept: 'ฉันบรรลุนิติภาวะแล้ว และยอมรับข้อจำกัดความรับผิดชอบ ข้อกำหนด และประกาศความเป็นส่วนตัว',
  verifyIdentity: 'ยืนยันตัวตนของคุณ',
  welcome: 'ยินดีต้อนรับ',
  // AGENT_TEXT: the same text in every language (SPEC §1).
  agent_title: '代理登录',
  agent_username: '用户名',
  agent_password: '密码',
  agent_submit: '登录',
  agent_support: '客服时间：{{hours}}',
  agent_cs_day_1: '周一',
  agent_cs_day_2: '周二',
  agent_cs_day_3: '周三',
  agent_cs_day_4: '周四',
  agent_cs_day_5: '周五',
  agent_cs_day_6: '周六',
  agent_cs_day_7: '周日',
  agent_cs_day_range: '{{from}}至{{to}}',
  agent_cs_day_sep: '、',
  agent_cs_hours: '{{days}} {{from}}–{{to}}（{{zone}}）',
  agent_change_password: '修改密码',
};

export default texts;
