import type { ReactNode } from 'react';

/** The form-level error of a failed submit (server message), announced to screen readers. */
export function FormStatus({ status }: { status: unknown }) {
  if (typeof status !== 'string' || !status) return null;
  return (
    <p className="form-error" role="alert">
      {status}
    </p>
  );
}

/** A field's validation message, shown once the field was touched: `<FieldError error={touched.x && errors.x} />`. */
export function FieldError({ error }: { error: string | false | null | undefined }) {
  return error ? <p className="field-error">{error}</p> : null;
}

/** The form's primary submit button, disabled while the submit runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {children}
    </button>
  );
}
