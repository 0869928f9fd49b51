import { useSignal } from '@preact/signals';
import { t } from '@/lib/i18n/format';
import { activeWorkspace } from '@/lib/workspace';
import { Field } from '../Field';
import { NoticeLine } from '../NoticeLine';
import type { Notice, SettingsModel } from '../settings-model';

/** The workspace's signature and whether new messages get it; saved with the settings. */
export function SignatureField({ settings }: { settings: SettingsModel }) {
  const saved = settings.saved.value;
  const workspace = saved ? activeWorkspace(saved) : null;
  const text = useSignal<string | null>(null);
  const add = useSignal<boolean | null>(null);
  const notice = useSignal<Notice | null>(null);
  if (!workspace) return null;
  const signature = text.value ?? workspace.signature ?? '';
  const enabled = add.value ?? workspace.addSignature ?? true;
  const submit = async (event: Event) => {
    event.preventDefault();
    try {
      await settings.saveSignature({ signature: signature.trim(), addSignature: enabled });
      notice.value = { kind: 'ok', message: { key: 'replies.signature.saved' } };
    } catch {
      notice.value = { kind: 'error', message: { key: 'replies.signature.failed' } };
    }
  };
  return (
    <form class="signature" onSubmit={(e) => void submit(e)}>
      <Field
        id="signature"
        label={t('replies.signature.field')}
        multiline
        value={signature}
        onInput={(value) => (text.value = value)}
        hint={t('replies.signature.hint')}
      />
      <label class="check">
        <input type="checkbox" checked={enabled} onChange={(e) => (add.value = e.currentTarget.checked)} />
        {t('replies.signature.add')}
      </label>
      <div class="actions">
        <button type="submit">{t('replies.signature.save')}</button>
      </div>
      <NoticeLine notice={notice.value} />
    </form>
  );
}
