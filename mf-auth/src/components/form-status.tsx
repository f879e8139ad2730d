/** The form-level error of a failed submit (server message), announced to screen readers. */
export function FormStatus({ status }: { status: unknown }) {
  if (typeof status !== 'string' || !status) return null;
  return (
    <p className="form-error" role="alert">
      {status}
    </p>
  );
}
