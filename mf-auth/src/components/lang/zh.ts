import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** mf-auth's shared components' texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  captcha_refresh: '点击刷新验证码',
  dial_code: '国家/地区代码',
  dial_code_search: '搜索国家/地区',
  dial_code_failed: '国家/地区列表加载失败',
  mobile: '手机号',
  sms_code: '验证码',
  send_code: '发送验证码',
  resend_in: '{{seconds}} 秒后重新发送',
  v_mobile_required: '请输入有效的手机号',
  id_photos: '证件照片',
  id_photos_hint: 'JPEG 或 PNG 格式，每张最大 5 MB。背面可不上传。',
  upload_idCardFront: '证件正面',
  upload_idCardBack: '证件背面',
  upload_idCardSelfie: '手持证件正面自拍',
  upload_submit: '上传',
  upload_none: '未选择照片',
};

export default texts;
