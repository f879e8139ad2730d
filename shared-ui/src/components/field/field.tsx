import { useId, type ReactNode } from 'react';

export interface FieldFrame {
  label: ReactNode;
  /** A validation message; shown (and the control marked invalid) when truthy. */
  error?: string | false | null;
  hint?: ReactNode;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  className?: string;
}

/** Ids and aria props that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, error: FieldFrame['error'], hint: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    errorId,
    hintId,
    aria: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

/** Label above, control, then the hint or the error (announced) below. */
export function Field({
  label,
  error,
  hint,
  hideLabel,
  className,
  ids,
  children,
}: FieldFrame & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={`ui-field${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'sr-only' : 'ui-field-label'}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="ui-field-error field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
