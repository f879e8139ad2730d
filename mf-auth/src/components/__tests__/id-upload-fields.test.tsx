import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { initI18n } from 'shared-contracts';
import * as yup from 'yup';
import '../../config/i18n';
import { idImageSchema } from '../../lib/id-images';
import { IdUploadFields, type IdImageValues } from '../id-upload-fields';

const t = (k: string) => k;

function Harness() {
  return (
    <Formik<IdImageValues>
      initialValues={{ idCardFront: null, idCardBack: null, idCardSelfie: null }}
      validationSchema={yup.object({
        idCardFront: idImageSchema(t, 'upload_front_required'),
        idCardBack: idImageSchema(t, null),
        idCardSelfie: idImageSchema(t, 'upload_selfie_required'),
      })}
      onSubmit={jest.fn()}
    >
      <Form>
        <IdUploadFields />
        <button type="submit">go</button>
      </Form>
    </Formik>
  );
}

describe('ID photo pickers', () => {
  beforeAll(() => initI18n('EN'));

  it('keeps a labelled native file input for each photo and shows the chosen file', async () => {
    render(<Harness />);
    const front = screen.getByLabelText('Front of your ID') as HTMLInputElement;
    expect(front.type).toBe('file');
    expect(front.accept).toBe('image/jpeg,image/png');
    expect(screen.getAllByText('No photo chosen')).toHaveLength(3);
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    fireEvent.change(front, { target: { files: [file] } });
    expect(await screen.findByText('front.png')).toBeTruthy();
    expect(front.getAttribute('aria-describedby')).toBe(screen.getByText('front.png').id);
  });

  it('marks a missing required photo and a wrong file type with an announced message', async () => {
    render(<Harness />);
    const selfie = screen.getByLabelText('Selfie with the front side');
    fireEvent.change(selfie, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'common:upload_front_required',
      'common:activity_apply_remark_limit2',
    ]);
    expect(screen.getByLabelText('Front of your ID').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Back of your ID').getAttribute('aria-invalid')).toBeNull();
  });
});
