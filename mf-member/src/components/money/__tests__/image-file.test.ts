import { imageFileProblem } from '../image-file';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('receipt and proof images', () => {
  it('accepts jpeg and png up to 5,242,880 bytes', () => {
    expect(imageFileProblem(file('r.jpg', 'image/jpeg', 5_242_880))).toBeNull();
    expect(imageFileProblem(file('r.png', 'image/png', 10))).toBeNull();
    // Some phones give no type: the name decides.
    expect(imageFileProblem(file('r.JPEG', '', 10))).toBeNull();
  });

  it('refuses other types and larger files with the SPEC §5 messages', () => {
    expect(imageFileProblem(file('r.pdf', 'application/pdf', 10))).toBe('activity_apply_remark_limit2');
    expect(imageFileProblem(file('r.gif', 'image/gif', 10))).toBe('activity_apply_remark_limit2');
    expect(imageFileProblem(file('r.png', 'image/png', 5_242_881))).toBe('activity_apply_remark_limit3');
  });
});
