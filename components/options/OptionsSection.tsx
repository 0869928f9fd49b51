import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/format';
import type { OptionsSection as SectionId } from '@/lib/settings/options-link';
import type { PreferenceField } from '@/lib/settings/preferences-form';
import type { SettingsModel } from '@/lib/settings/settings-model';
import { NoticeLine } from '@/lib/ui/NoticeLine';

/** One section of Options: its anchor (`options.html#<id>`), its heading (focused by a link to it). */
export function OptionsSection({
  id,
  intro,
  children,
}: {
  id: SectionId;
  intro?: string;
  children: ComponentChildren;
}) {
  return (
    <section id={id} class="options-section" data-section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {t(`options.section.${id}`)}
      </h2>
      {intro && <p class="muted">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A section's form of preferences with its one Save, which saves that section's `fields` only.
 * `before` runs first inside the click (a permission request needs the gesture).
 */
export function PreferencesForm({
  section,
  model,
  fields,
  before,
  children,
}: {
  section: SectionId;
  model: SettingsModel;
  fields: PreferenceField[];
  before?: () => void;
  children: ComponentChildren;
}) {
  const submit = (event: Event) => {
    event.preventDefault();
    before?.();
    void model.save(section, fields);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${section}-heading`}>
      {children}
      <div class="actions">
        <button type="submit" class="primary" disabled={model.saving.value}>
          {t('options.save')}
        </button>
        {model.dirtyIn(fields) && <span class="muted">{t('options.unsaved')}</span>}
      </div>
      <NoticeLine notice={model.noticeOf.value === section ? model.notice.value : null} />
    </form>
  );
}
