import { t } from '@/lib/i18n/format';
import type { ComposerModel } from './composer-model';
import type { Format } from './send-control';

// The composer's reply options as one row of compact controls (what the reply answers, its
// format, the preview, the attachments), so the message box and the ticket keep the room.

export type ComposerPanel = 'preview' | 'attachments' | null;

const FORMATS: Format[] = ['markdown', 'text', 'html'];

function Icon({ d }: { d: string }) {
  return (
    <svg class="sp-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
    </svg>
  );
}
const EYE = 'M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5zM8 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3';
const CLIP = 'M10.5 4.5 5.8 9.2a1.5 1.5 0 0 0 2.1 2.1l5-5a3 3 0 0 0-4.2-4.2l-5 5a4.5 4.5 0 0 0 6.4 6.4l4-4';

/** An icon button that shows or hides one panel under the row; its name is also its tooltip. */
function PanelButton({
  name,
  icon,
  badge,
  panel,
  open,
  disabled = false,
  why,
  onToggle,
}: {
  name: string;
  icon: string;
  badge?: number;
  panel: Exclude<ComposerPanel, null>;
  open: ComposerPanel;
  disabled?: boolean;
  /** Why it is disabled: in its tooltip, which is also its description. */
  why?: string;
  onToggle: (panel: ComposerPanel) => void;
}) {
  return (
    <button
      type="button"
      class="sp-icon-button"
      aria-label={name}
      title={disabled && why ? `${name}. ${why}` : name}
      aria-expanded={open === panel}
      aria-controls={`sp-panel-${panel}`}
      disabled={disabled}
      onClick={() => onToggle(open === panel ? null : panel)}
    >
      <Icon d={icon} />
      {badge ? <span aria-hidden="true">{badge}</span> : null}
    </button>
  );
}

/** The format select, the preview and the attachments buttons (what the reply answers is beside them). */
export function ComposerTools({
  model,
  canPreview,
  open,
  onToggle,
}: {
  model: ComposerModel;
  canPreview: boolean;
  open: ComposerPanel;
  onToggle: (panel: ComposerPanel) => void;
}) {
  const format = model.format.value;
  const count = model.attachments.value.length;
  const formatName = t(`composer.format.${format}`);
  return (
    <>
      <select
        class="sp-format"
        value={format}
        onChange={(e) => (model.format.value = e.currentTarget.value as Format)}
        aria-label={t('composer.format')}
        title={t('composer.tool.format', { format: formatName })}
      >
        {FORMATS.map((value) => (
          <option key={value} value={value}>
            {t(`composer.format.${value}`)}
          </option>
        ))}
      </select>
      <PanelButton
        name={t('composer.tool.preview')}
        icon={EYE}
        panel="preview"
        open={open}
        disabled={!canPreview}
        why={t('composer.why.no-preview')}
        onToggle={onToggle}
      />
      <PanelButton
        name={t('composer.attachments', { count })}
        icon={CLIP}
        badge={count}
        panel="attachments"
        open={open}
        onToggle={onToggle}
      />
    </>
  );
}
