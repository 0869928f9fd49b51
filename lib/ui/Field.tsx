import type { ComponentChildren } from 'preact';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  hint?: ComponentChildren;
  error?: string | undefined;
  type?: 'text' | 'url' | 'email' | 'number';
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'numeric';
  /** Lines of a multiline field. */
  rows?: number;
}

/** One labelled input: the label is its accessible name, the hint and the error its description. */
export function Field({
  id,
  label,
  value,
  onInput,
  hint,
  error,
  type = 'text',
  multiline,
  placeholder,
  inputMode,
  rows = 3,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    value,
    placeholder,
    spellcheck: false,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    onInput: (event: Event) => onInput((event.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {multiline ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} inputMode={inputMode} {...shared} />
      )}
      {error && (
        <p class="field-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p class="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
