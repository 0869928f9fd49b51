import { t } from '@/lib/i18n/format';
import { activeWorkspace } from '@/lib/settings/workspace';
import type { SettingsModel } from '../../settings/settings-model';

/**
 * The active workspace's signature, read-only: it is edited in one place, the workspace editor,
 * which `onEdit` opens (not for the organisation's workspace: Options cannot edit it).
 */
export function SignatureSummary({ settings, onEdit }: { settings: SettingsModel; onEdit: () => void }) {
  const saved = settings.saved.value;
  if (!saved) return null;
  const { signature = '', addSignature = true, managed } = activeWorkspace(saved);
  return (
    <div class="signature">
      <h3>{t('replies.signature.field')}</h3>
      {signature ? (
        <pre class="signature-text">{signature}</pre>
      ) : (
        <p class="muted">{t('replies.signature.none')}</p>
      )}
      {signature && (
        <p class="muted">{addSignature ? t('replies.signature.hint') : t('replies.signature.off')}</p>
      )}
      {!managed && (
        <button type="button" onClick={onEdit}>
          {t('replies.signature.edit')}
        </button>
      )}
    </div>
  );
}
