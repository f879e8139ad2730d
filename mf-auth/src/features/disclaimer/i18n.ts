import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the disclaimer feature. */
export const EN = {
  disclaimer_agree: 'I agree',
  disclaimer_text_1:
    'Games on this site are for adults of legal gambling age in their jurisdiction. Play responsibly: set limits and never chase losses.',
  disclaimer_text_2:
    'By continuing you accept the terms and conditions and the privacy notice. Government officials, armed forces and police, and persons on a restricted list may not register or play where the law forbids it.',
};

addBundles(NS, {
  EN,
  TY: {
    disclaimer_agree: 'Tôi đồng ý',
    disclaimer_text_1:
      'Trò chơi trên trang này dành cho người đủ tuổi hợp pháp theo quy định nơi bạn sống. Hãy chơi có trách nhiệm: đặt giới hạn và đừng cố gỡ lại khi thua.',
    disclaimer_text_2:
      'Khi tiếp tục, bạn chấp nhận điều khoản và điều kiện cùng thông báo bảo mật. Quan chức nhà nước, quân đội, công an và người thuộc danh sách hạn chế không được đăng ký hoặc chơi nếu pháp luật cấm.',
  } satisfies typeof EN,
});
