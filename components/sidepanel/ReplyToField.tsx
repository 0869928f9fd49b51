import type { ComposerModel } from './composer-model';

/** The parent of the reply: none (first-level), a reply sent from here, or any reply id. */
export function ReplyToField({ model }: { model: ComposerModel }) {
  const choice = model.parentChoice.value;
  const invalid =
    choice === 'other' && model.parentOther.value.trim() !== '' && model.parentReplyId.value === 'invalid';
  return (
    <div class="sp-field">
      <label for="sp-parent">Reply to</label>
      <select
        id="sp-parent"
        value={choice}
        onChange={(e) => (model.parentChoice.value = e.currentTarget.value)}
      >
        <option value="">Nothing: a first-level reply</option>
        {model.parents.value.map((entry) => (
          <option key={entry.id} value={String(entry.id)}>
            #{entry.id} {entry.excerpt}
          </option>
        ))}
        <option value="other">Another reply, by its ID</option>
      </select>
      {choice === 'other' && (
        <>
          <label for="sp-parent-id">Parent reply ID</label>
          <input
            id="sp-parent-id"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={model.parentOther.value}
            aria-invalid={invalid ? true : undefined}
            onInput={(e) => (model.parentOther.value = e.currentTarget.value)}
          />
        </>
      )}
    </div>
  );
}
