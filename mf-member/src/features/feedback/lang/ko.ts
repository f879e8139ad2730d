import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The feedback texts in Korean. */
const texts: Texts<typeof EN> = {
  feedback_intro: '좋은 점과 불편한 점을 알려 주세요. 플랫폼 메시지로 답변드립니다.',
  feedback_form: '피드백 보내기',
  feedback_type: '주제',
  feedback_type_suggestion: '제안',
  feedback_type_complaint: '불만',
  feedback_type_deposit: '입금',
  feedback_type_withdrawal: '출금',
  feedback_type_game: '게임',
  feedback_type_account: '계정',
  feedback_type_other: '기타',
  feedback_content: '피드백 내용',
  feedback_words_one: '{{count}}단어 ({{min}}–{{max}})',
  feedback_words: '{{count}}단어 ({{min}}–{{max}})',
  feedback_too_short: '최소 {{min}}단어 이상 입력해 주세요',
  feedback_too_long: '최대 {{max}}단어까지 입력할 수 있습니다',
  feedback_images: '스크린샷 (최대 {{max}}장, jpeg 또는 png, 장당 5 MB)',
  feedback_image_n: '스크린샷 {{n}}',
  feedback_image_remove: '스크린샷 {{n}} 삭제',
  feedback_contact: '답변 방법을 선택해 주세요',
  feedback_contact_none: '답변 필요 없음',
  feedback_contact_email: '이메일로',
  feedback_contact_phone: '전화로',
  feedback_contact_message: '플랫폼 메시지로',
  feedback_send: '피드백 보내기',
  feedback_sent: '감사합니다. 피드백이 전송되었습니다',
  feedback_mine: '내 피드백',
  feedback_none: '아직 보낸 피드백이 없습니다.',
  feedback_none_hint: '보낸 피드백과 답변이 여기에 표시됩니다.',
  feedback_failed: '피드백을 불러올 수 없습니다.',
  feedback_status_open: '답변 대기 중',
  feedback_status_answered: '답변 완료',
  feedback_status_closed: '종료',
  feedback_answer: '답변',
  feedback_sent_at: '{{at}} 보냄',
  feedback_with_images_one: '스크린샷 {{count}}장',
  feedback_with_images: '스크린샷 {{count}}장',
};

export default texts;
