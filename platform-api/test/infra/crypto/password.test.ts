import { hashPassword, verifyPassword } from '../../../src/infra/crypto/password';

describe('password hashing', () => {
  it('hashes with scrypt N=16384 r=8 p=1 and a random salt', async () => {
    const a = await hashPassword('Demo@1234');
    const b = await hashPassword('Demo@1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const h = await hashPassword('Demo@1234');
    expect(await verifyPassword('Demo@1234', h)).toBe(true);
    expect(await verifyPassword('demo@1234', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('rejects malformed or hostile hashes instead of throwing', async () => {
    for (const bad of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$16384$8$1$$',
      'scrypt$99999999$8$1$c2FsdA==$aGFzaA==',
      'scrypt$x$8$1$c2FsdA==$aGFzaA==',
    ]) {
      expect(await verifyPassword('Demo@1234', bad)).toBe(false);
    }
  });
});
