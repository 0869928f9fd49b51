import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { activeLocale, type MessageKey, t } from '@/lib/i18n/format';
import { type FillInField, fieldEntries, fieldText, parseFields } from '@/lib/records/fill-in-fields';
import type { Asking, SavedRepliesBinding } from './composer-binding';
import './fill-in-form.css';

// The form a saved reply with fill-in fields asks before it is inserted (loaded on first use).
// Keyboard first: the first field has focus, Tab goes through the fields, Insert and Cancel (no
// other stops), Enter inserts, Escape cancels and inserts nothing. Values go in as data.

type Control = HTMLInputElement | HTMLSelectElement;

/** Why an entry cannot go in, or null when `fieldText` takes it. */
function problemOf(field: FillInField, control: Control, locale: string): MessageKey | null {
  // A number field holding letters reads as '' with badInput: say "a number", not "fill in".
  if (field.kind === 'number' && 'validity' in control && control.validity.badInput)
    return 'replies.fields.not-number';
  if (fieldText(field, control.value, locale) !== null) return null;
  if (!control.value.trim()) return 'replies.fields.empty';
  return field.kind === 'date' ? 'replies.fields.not-date' : 'replies.fields.not-number';
}

export function FillInForm({ binding, asking }: { binding: SavedRepliesBinding; asking: Asking }) {
  const text = asking.reply.text;
  const { fields, problems } = useMemo(() => parseFields(text), [text]);
  const controls = useRef<(Control | null)[]>([]);
  const [errors, setErrors] = useState<(MessageKey | null)[]>([]);
  useEffect(() => controls.current[0]?.focus(), []);
  const locale = activeLocale();

  function insert() {
    const found = fields.map((field, i) => {
      const control = controls.current[i];
      return control ? problemOf(field, control, locale) : 'replies.fields.empty';
    });
    const first = found.findIndex((problem) => problem !== null);
    if (first >= 0) {
      setErrors(found);
      controls.current[first]?.focus();
      return;
    }
    const byName = new Map(
      fields.map((field, i) => [
        field.name,
        fieldText(field, controls.current[i]?.value ?? '', locale) ?? '',
      ]),
    );
    binding.fill(fieldEntries(text, byName));
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // The composer's own keys (Ctrl+Enter sends) wait: the reply is not in the message yet.
    if (event.key === 'Escape') binding.cancelFill();
    else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) insert();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <fieldset class="sp-fill-in" onKeyDown={onKeyDown}>
      <legend class="sp-fill-in-title">{t('replies.fields.title', { name: asking.reply.name })}</legend>
      {problems.length > 0 && <p class="error">{t('replies.fields.malformed')}</p>}
      {fields.map((field, i) => {
        const id = `sp-fill-in-${i}`;
        const error = errors[i];
        const props = {
          id,
          ref: (element: Control | null) => {
            controls.current[i] = element;
          },
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          // The sentence goes with its cause: an entry being changed is checked again at Insert.
          onInput: () => error && setErrors(errors.map((e, at) => (at === i ? null : e))),
        };
        return (
          <div class="sp-fill-in-field" key={field.name}>
            <label for={id}>{field.name}</label>
            {field.kind === 'choice' ? (
              <select {...props} defaultValue={field.fallback ?? ''}>
                {field.fallback === null && <option value="">{t('replies.fields.choose')}</option>}
                {field.choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...props}
                type={field.kind === 'text' ? 'text' : field.kind}
                step={field.kind === 'number' ? 'any' : undefined}
                placeholder={field.kind === 'date' ? undefined : (field.fallback ?? undefined)}
                defaultValue={field.kind === 'date' ? (field.fallback ?? '') : ''}
              />
            )}
            {error && (
              <p class="error" id={`${id}-error`}>
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      <div class="sp-fill-in-actions">
        <button type="button" class="primary" onClick={insert}>
          {t('replies.fields.insert')}
        </button>
        <button type="button" onClick={binding.cancelFill}>
          {t('replies.fields.cancel')}
        </button>
        <span class="muted sp-saved-replies-hint">{t('replies.fields.hint')}</span>
      </div>
    </fieldset>
  );
}
