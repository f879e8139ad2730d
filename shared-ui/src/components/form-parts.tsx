import type { ReactNode } from 'react';
import { Button } from './button/button';

/** The form-level error of a failed submit (server message), announced to screen readers. */
export function FormStatus({ status }: { status: unknown }) {
  if (typeof status !== 'string' || !status) return null;
  return (
    <p className="ui-form-error form-error" role="alert">
      {status}
    </p>
  );
}

/** A field's validation message, shown once the field was touched: `<FieldError error={touched.x && errors.x} />`. */
export function FieldError({ error }: { error: string | false | null | undefined }) {
  return error ? (
    <p className="ui-field-error field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The form's primary submit button, full width, busy while the submit runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" block loading={busy}>
      {children}
    </Button>
  );
}
