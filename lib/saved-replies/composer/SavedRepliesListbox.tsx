import { t } from '@/lib/i18n/format';
import type { PickerItem, RepliesPicker } from './picker-model';

export const LISTBOX_ID = 'saved-replies-listbox';

/**
 * The listbox named "Saved replies" under the message box. Focus stays in the message box (it
 * names the active option with aria-activedescendant); a click inserts an option.
 */
export function SavedRepliesListbox({
  picker,
  onChoose,
}: {
  picker: RepliesPicker;
  onChoose: (item: PickerItem) => void;
}) {
  if (!picker.open.value) return null;
  const items = picker.items.value;
  const active = picker.active.value;
  return (
    <div class="sp-saved-replies">
      <div id={LISTBOX_ID} role="listbox" aria-label={t('replies.picker.label')}>
        {items.map((item) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the message box, which names the active option (aria-activedescendant)
          <div
            key={picker.optionId(item)}
            id={picker.optionId(item)}
            role="option"
            aria-selected={item === active}
            onMouseDown={(event) => {
              event.preventDefault(); // keeps the caret in the message box
              onChoose(item);
            }}
          >
            <span class="sp-saved-reply-name">{picker.label(item)}</span>
            {item.kind === 'reply' && item.reply.shortcut && <code>/{item.reply.shortcut}</code>}
            {item.kind === 'reply' && item.team && (
              <span class="sp-saved-reply-team">{t('replies.picker.team')}</span>
            )}
          </div>
        ))}
      </div>
      {!items.length && <p class="muted">{t('replies.picker.empty', { query: picker.query.value })}</p>}
      <p class="muted sp-saved-replies-hint">{t('replies.picker.hint')}</p>
    </div>
  );
}
