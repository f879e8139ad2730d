import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo game page's texts in Vietnamese (TY). */
export const TY: Texts<typeof EN> = {
  vendor: 'Trò chơi Demo',
  funMode: 'Chế độ chơi thử — chip ảo',
  balance: 'Số dư',
  stake: 'Mức cược',
  spin: 'Quay',
  roll: 'Gieo',
  playing: 'Đang chơi…',
  direction: 'Cược',
  under: 'Dưới',
  over: 'Trên',
  target: 'Mốc',
  winChance: 'Tỷ lệ thắng',
  payoutLabel: 'Trả thưởng',
  lastResult: 'Kết quả gần nhất',
  noRounds: 'Chưa có ván nào.',
  history: 'Lịch sử ván chơi',
  rolled: 'Kết quả gieo',
  won: 'Bạn thắng',
  lost: 'Không trúng',
  lines: 'đường',
  line: 'Đường',
  rtp: 'Tỷ lệ hoàn trả',
  slotRules:
    'Cuộn 3×3, 5 đường (3 hàng, 2 đường chéo). Ba biểu tượng giống nhau trên một đường trả bội số của cược mỗi đường (mức cược ÷ 5).',
  diceRules: 'Gieo 1–100. Chọn trên hoặc dưới một mốc; thắng được trả (100 − 2) ÷ tỷ lệ thắng %.',
  errInsufficientFunds: 'Số dư không đủ cho mức cược này.',
  errSessionExpired: 'Phiên chơi đã hết hạn. Hãy đóng trò chơi và mở lại từ sảnh.',
  errSelfExcluded: 'Bạn đã tự loại trừ bản thân: không thể đặt cược cho đến khi hết thời gian loại trừ.',
  errRoundFailed: 'Không thể hoàn tất ván chơi; tiền cược đã được hoàn lại. Vui lòng thử lại.',
  errInvalid: 'Mức cược này không hợp lệ.',
  errNetwork: 'Kết nối mạng bất thường, vui lòng thử lại',
  errUnknown: 'Lỗi không xác định',
  linkInvalidTitle: 'Liên kết trò chơi đã hết hạn',
  linkInvalid:
    'Liên kết trò chơi này đã được sử dụng hoặc đã hết hạn (mỗi liên kết chỉ dùng một lần, trong 2 phút). Hãy đóng trò chơi và mở lại từ sảnh.',
  unknownGame: 'Trò chơi không tồn tại.',
};
