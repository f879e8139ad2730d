import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the welcome feature (the lottery's first login). */
export const EN = {
  welcome_title: 'Welcome to the lottery',
  welcome_intro: 'Your lottery profile is ready, {{nickname}}. Here is how it works:',
  welcome_step_pick: 'Choose a game in the lobby: fast games draw every few minutes, the regional ones once a day.',
  welcome_step_bet: 'Pick your numbers and bet types, then confirm the slip before the draw closes.',
  welcome_step_verify: 'After each draw you can check the result and verify that it was fair.',
  welcome_start: 'Start playing',
};

addBundles(NS, {
  EN,
  TY: {
    welcome_title: 'Chào mừng bạn đến với xổ số',
    welcome_intro: 'Hồ sơ xổ số của bạn đã sẵn sàng, {{nickname}}. Cách chơi như sau:',
    welcome_step_pick: 'Chọn một trò chơi ở sảnh: xổ số nhanh quay vài phút một lần, xổ số miền quay mỗi ngày một lần.',
    welcome_step_bet: 'Chọn số và kiểu cược, rồi xác nhận phiếu cược trước khi kỳ quay đóng.',
    welcome_step_verify: 'Sau mỗi kỳ quay, bạn có thể xem kết quả và kiểm chứng rằng kết quả công bằng.',
    welcome_start: 'Bắt đầu chơi',
  } satisfies typeof EN,
});
