import { PNG } from 'pngjs';
import { sniffImageType } from '../../../src/infra/http/image-type';

describe('sniffImageType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(PNG.sync.write(new PNG({ width: 1, height: 1 })))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever the name', () => {
    for (const b of [
      Buffer.from('GIF89a\x01\x00'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ])
      expect(sniffImageType(b)).toBeNull();
  });
});
