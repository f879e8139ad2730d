import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The feedback feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  feedback_intro: '告诉我们哪些好用、哪些不好用。我们会通过平台消息回复您。',
  feedback_form: '提交反馈',
  feedback_type: '主题',
  feedback_type_suggestion: '建议',
  feedback_type_complaint: '投诉',
  feedback_type_deposit: '充值',
  feedback_type_withdrawal: '提现',
  feedback_type_game: '游戏',
  feedback_type_account: '账户',
  feedback_type_other: '其他',
  feedback_content: '您的反馈',
  feedback_words_one: '{{count}} 字（{{min}}–{{max}}）',
  feedback_words: '{{count}} 字（{{min}}–{{max}}）',
  feedback_too_short: '请至少填写 {{min}} 个字',
  feedback_too_long: '最多填写 {{max}} 个字',
  feedback_images: '截图（最多 {{max}} 张，jpeg 或 png，每张最大 5 MB）',
  feedback_image_n: '截图 {{n}}',
  feedback_image_remove: '删除截图 {{n}}',
  feedback_contact: '希望我们如何回复？',
  feedback_contact_none: '无需回复',
  feedback_contact_email: '通过电子邮件',
  feedback_contact_phone: '通过电话',
  feedback_contact_message: '通过平台消息',
  feedback_send: '提交反馈',
  feedback_sent: '感谢您：反馈已提交',
  feedback_mine: '我的反馈',
  feedback_none: '您还没有提交过反馈。',
  feedback_none_hint: '您提交的反馈及我们的回复会显示在这里。',
  feedback_failed: '反馈加载失败。',
  feedback_status_open: '等待回复',
  feedback_status_answered: '已回复',
  feedback_status_closed: '已关闭',
  feedback_answer: '我们的回复',
  feedback_sent_at: '提交于 {{at}}',
  feedback_with_images_one: '{{count}} 张截图',
  feedback_with_images: '{{count}} 张截图',
};

export default texts;
