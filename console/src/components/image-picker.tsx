import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from 'shared-ui';

/**
 * The console's one way of choosing an image file: the native file input stays (keyboard, the system's picker) but is
 * visually hidden behind a label styled as the design system's button. `onPick` gets the chosen file; the input is
 * cleared so the same file can be chosen again after a refusal.
 */
export function ImagePicker({
  label,
  accept,
  onPick,
  busy = false,
  labelledBy,
  describedBy,
  invalid = false,
  testId,
}: {
  label: string;
  accept: readonly string[];
  onPick: (file: File) => void;
  busy?: boolean;
  /** The visible label of the field the picker belongs to (else the button's text names it). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <span className="console-file-picker">
      <input
        id={id}
        type="file"
        className="sr-only console-file-input"
        accept={accept.join(',')}
        disabled={busy}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-testid={testId}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={id}
        className={`${buttonClass('secondary', 'md')} console-file-button`}
        aria-busy={busy || undefined}
      >
        <ImageUp aria-hidden className="console-file-icon" />
        <span>{label}</span>
      </label>
    </span>
  );
}

/** A preview URL of the chosen file while it is chosen (none where the browser cannot make one). */
export function useImagePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
