// Help-centre HTML written here, by the project: trusted input. Content that an operator or a
// merchant can edit must be sanitised before it is stored or served (see README).
export interface HelpSeed {
  lang: 'EN' | 'TY';
  key: 'term' | 'terms' | 'privacy';
  title: string;
  content: string;
}

/** EN and TY (Vietnamese) sections for the keys the /help page anchors to. */
export const HELP_SECTIONS: readonly HelpSeed[] = [
  {
    lang: 'EN',
    key: 'term',
    title: 'Terms of Use',
    content:
      '<h2>Terms of Use</h2><p>By using Demo Casino you agree to play responsibly and to follow the rules of each game.</p>' +
      '<ul><li>You must be of legal age in your country.</li><li>One account per person.</li></ul>',
  },
  {
    lang: 'EN',
    key: 'terms',
    title: 'Terms and Conditions',
    content:
      '<h2>Terms and Conditions</h2><p>Deposits, withdrawals and bonuses are subject to verification.</p>' +
      '<p>We may suspend accounts that abuse promotions.</p>',
  },
  {
    lang: 'EN',
    key: 'privacy',
    title: 'Privacy Policy',
    content:
      '<h2>Privacy Policy</h2><p>We keep your personal data only as long as the law requires and never sell it.</p>' +
      '<p>Contact customer service to access or delete your data.</p>',
  },
  {
    lang: 'TY',
    key: 'term',
    title: 'Điều khoản sử dụng',
    content:
      '<h2>Điều khoản sử dụng</h2><p>Khi sử dụng Demo Casino, bạn đồng ý chơi có trách nhiệm và tuân thủ luật của từng trò chơi.</p>' +
      '<ul><li>Bạn phải đủ tuổi theo quy định tại quốc gia của bạn.</li><li>Mỗi người một tài khoản.</li></ul>',
  },
  {
    lang: 'TY',
    key: 'terms',
    title: 'Điều khoản và điều kiện',
    content:
      '<h2>Điều khoản và điều kiện</h2><p>Nạp tiền, rút tiền và tiền thưởng đều phải được xác minh.</p>' +
      '<p>Chúng tôi có thể tạm khóa tài khoản lạm dụng khuyến mãi.</p>',
  },
  {
    lang: 'TY',
    key: 'privacy',
    title: 'Chính sách bảo mật',
    content:
      '<h2>Chính sách bảo mật</h2><p>Chúng tôi chỉ lưu dữ liệu cá nhân của bạn trong thời gian luật yêu cầu và không bao giờ bán dữ liệu.</p>' +
      '<p>Liên hệ bộ phận chăm sóc khách hàng để xem hoặc xóa dữ liệu của bạn.</p>',
  },
];
