import { avatarSvg, initialsOf } from '../../../src/modules/assets/svg';
import { maskEmail, maskMobile, maskName, methodsOf } from '../../../src/modules/security/ip-verification';

describe('new-IP verification hints', () => {
  it('masks a mobile number, keeping the dial code and a few digits', () => {
    expect(maskMobile('84', '912345678')).toBe('+84 91****678');
    expect(maskMobile('84', '987654321')).toBe('+84 98****321');
    expect(maskMobile('1', '2345678')).toBe('+1 2****78');
  });

  it('masks an e-mail address, keeping its first character and the domain', () => {
    expect(maskEmail('demo_traveller@demo-casino.example.com')).toBe('d***@demo-casino.example.com');
    expect(maskEmail('x@y.z')).toBe('x***@y.z');
  });

  it('masks a name to the first letter of each word', () => {
    expect(maskName(' DEMO  TRAVELLER ')).toBe('D*** T***');
    expect(maskName('Đặng')).toBe('Đ***');
  });

  it('lists only the methods the member has', () => {
    const none = { mobileDialCode: null, mobileNum: null, email: null, payeeName: null };
    expect(methodsOf(none)).toEqual([]);
    expect(methodsOf({ ...none, payeeName: '  ' })).toEqual([]);
    expect(methodsOf({ ...none, email: 'a@b.c' })).toEqual([{ method: 'EMAIL', hint: 'a***@b.c' }]);
  });
});

describe('member avatars', () => {
  it('takes up to two initials from the nickname', () => {
    expect(initialsOf('Demo Player')).toBe('DP');
    expect(initialsOf('demo_secure')).toBe('DS');
    expect(initialsOf('alice')).toBe('AL');
    expect(initialsOf('Guest 1234')).toBe('G1');
    expect(initialsOf('đặng thị')).toBe('ĐT');
    expect(initialsOf('__')).toBe('?');
  });

  it('draws escaped initials on a disc of the hue', () => {
    const svg = avatarSvg({ initials: '<&', hue: 120, size: 96 });
    expect(svg).toContain('hsl(120,');
    expect(svg).toContain('&#60;&#38;');
    expect(svg).not.toContain('<&');
  });
});
