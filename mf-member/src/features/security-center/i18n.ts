import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the security center feature. */
const EN = {
  change_password: 'Change password',
  id_verification: 'Identity verification',
  id_status_N: 'Not verified yet',
  id_status_P: 'Documents received, under review',
  id_status_A: 'Verified',
  id_status_R: 'Rejected: please upload your ID again',
  id_verify_now: 'Verify now',
  security_question: 'Security question',
  security_question_none: 'No security question set.',
  security_question_set: 'Your question: {{question}}',
  security_question_choose: 'Question',
  security_question_saved: 'Security question saved. It will be asked at every login.',
  security_answer: 'Answer',
  current_password: 'Current password',
  security_failed: 'Could not load your security settings.',
  questions_failed: 'Could not load the security questions.',
};

addBundles(NS, {
  EN,
  TY: {
    change_password: 'Đổi mật khẩu',
    id_verification: 'Xác minh danh tính',
    id_status_N: 'Chưa xác minh',
    id_status_P: 'Đã nhận giấy tờ, đang xét duyệt',
    id_status_A: 'Đã xác minh',
    id_status_R: 'Bị từ chối: vui lòng tải lại giấy tờ',
    id_verify_now: 'Xác minh ngay',
    security_question: 'Câu hỏi bảo mật',
    security_question_none: 'Chưa đặt câu hỏi bảo mật.',
    security_question_set: 'Câu hỏi của bạn: {{question}}',
    security_question_choose: 'Câu hỏi',
    security_question_saved: 'Đã lưu câu hỏi bảo mật. Câu hỏi sẽ được hỏi mỗi lần đăng nhập.',
    security_answer: 'Câu trả lời',
    current_password: 'Mật khẩu hiện tại',
    security_failed: 'Không thể tải cài đặt bảo mật.',
    questions_failed: 'Không thể tải câu hỏi bảo mật.',
  } satisfies typeof EN,
});
