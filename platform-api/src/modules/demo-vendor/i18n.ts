/** The demo game page's own texts (the vendor's UI, not the lobby's), English and Vietnamese (TY). */
export const PAGE_LANGS = ['EN', 'TY'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

const EN = {
  htmlLang: 'en',
  vendor: 'Demo Games',
  funMode: 'Fun mode — play chips',
  balance: 'Balance',
  stake: 'Stake',
  spin: 'Spin',
  roll: 'Roll',
  playing: 'Playing…',
  direction: 'Bet',
  under: 'Under',
  over: 'Over',
  target: 'Target',
  winChance: 'Win chance',
  payoutLabel: 'Pays',
  lastResult: 'Last result',
  noRounds: 'No rounds yet.',
  history: 'Round history',
  rolled: 'Rolled',
  won: 'You won',
  lost: 'No win',
  lines: 'lines',
  line: 'Line',
  rtp: 'Return to player',
  slotRules:
    '3×3 reels, 5 lines (3 rows, 2 diagonals). Three of a kind on a line pays the multiple of the line bet (stake ÷ 5).',
  diceRules: 'Roll 1–100. Pick over or under a target; a win pays (100 − 2) ÷ win chance %.',
  errInsufficientFunds: 'Insufficient balance for this stake.',
  errSessionExpired: 'Your game session has expired. Close the game and launch it again from the lobby.',
  errSelfExcluded: 'You have excluded yourself from play: bets are blocked until your exclusion ends.',
  errRoundFailed: 'The round could not be completed; your stake was returned. Please try again.',
  errInvalid: 'This bet is not allowed.',
  errNetwork: 'Network link is abnormal, please try again',
  errUnknown: 'Unknown error',
  linkInvalidTitle: 'Game link expired',
  linkInvalid:
    'This game link was already used or has expired (links work once, for 2 minutes). Close the game and launch it again from the lobby.',
  unknownGame: 'Unknown game.',
} as const;

export type PageTexts = { readonly [K in keyof typeof EN]: string };

const TY: PageTexts = {
  htmlLang: 'vi',
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

/** The page texts of a `lang` query value (case-insensitive); English for anything else. */
export function pageTexts(lang: unknown): { lang: PageLang; t: PageTexts } {
  const code = typeof lang === 'string' ? lang.toUpperCase() : '';
  return code === 'TY' ? { lang: 'TY', t: TY } : { lang: 'EN', t: EN };
}
