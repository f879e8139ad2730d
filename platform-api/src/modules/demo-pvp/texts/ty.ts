import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The PVP room page's texts in Vietnamese (TY). */
export const TY: Texts<typeof EN> = {
  vendor: 'Demo Games · Phòng PVP',
  balance: 'Số dư',
  rooms: 'Phòng chơi',
  DICE_DUEL: 'Đấu xúc xắc',
  HIGH_CARD: 'Lá bài cao',
  stake: 'Mức cược',
  seatsTaken: 'Ghế đã ngồi',
  waitingPlayers: 'người đang chờ',
  open: 'Vào phòng',
  back: 'Tất cả phòng',
  seats: 'Ghế',
  seat: 'Ghế',
  emptySeat: 'Ghế trống',
  you: 'bạn',
  sit: 'Ngồi',
  leave: 'Rời ghế',
  waiting: 'Đang chờ người chơi',
  startsIn: 'Ván bắt đầu sau',
  seconds: 'giây',
  dealing: 'Đang chia…',
  lastHand: 'Ván trước',
  noHand: 'Phòng này chưa có ván nào.',
  pot: 'Tổng cược',
  rake: 'Phí bàn',
  winner: 'Người thắng',
  youWon: 'Bạn thắng',
  youLost: 'Bạn mất tiền cược',
  rolled: 'đổ được',
  drew: 'rút được',
  split: 'Chia đều cho',
  rulesDice:
    'Đấu xúc xắc: 2 ghế. Mỗi người đổ hai xúc xắc; tổng cao hơn thắng tổng cược trừ phí bàn. Những người hòa ở tổng cao nhất đổ lại.',
  rulesCard:
    'Lá bài cao: tối đa 4 ghế; ván bắt đầu khi đủ ghế, hoặc 10 giây sau khi người thứ hai ngồi. Một bộ bài: lá cao nhất thắng (cùng hạng thì ♠ > ♥ > ♦ > ♣).',
  rulesRake:
    'Nhà cái giữ phí bàn 5% tổng cược (làm tròn xuống, tối đa 15,00); rời ghế trước khi ván bắt đầu sẽ được hoàn tiền cược.',
  errInsufficientFunds: 'Số dư không đủ cho mức cược này.',
  errSessionExpired: 'Phiên chơi đã hết hạn. Hãy đóng trò chơi và mở lại từ sảnh.',
  errSelfExcluded: 'Bạn đã tự loại trừ khỏi việc chơi: không thể đặt cược cho đến khi hết thời hạn.',
  errSeatRefused: 'Ván này không còn ghế trống (hoặc bạn đã rời ván): hãy chờ ván sau.',
  errHandStarted: 'Ván đã bắt đầu: tiền cược của bạn đang được chơi.',
  errRoomNotFound: 'Phòng này không tồn tại.',
  errRateLimited: 'Quá nhiều yêu cầu: vui lòng chờ một chút.',
  errNetwork: 'Kết nối mạng bất thường, vui lòng thử lại',
  errUnknown: 'Lỗi không xác định',
  linkInvalidTitle: 'Liên kết trò chơi đã hết hạn',
  linkInvalid:
    'Liên kết này đã được dùng hoặc đã hết hạn (mỗi liên kết dùng một lần, trong 2 phút). Hãy đóng trò chơi và mở lại từ sảnh.',
};
