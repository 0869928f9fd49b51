import { useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { SavedRepliesModel } from './saved-replies-model';

const FILE_NAME = 'sidedesk-saved-replies.json';

/** Import reads a file the agent picks; Export downloads the saved replies as a file. */
export function ImportExport({ model }: { model: SavedRepliesModel }) {
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (event: Event) => {
    const picker = event.currentTarget as HTMLInputElement;
    const file = picker.files?.[0];
    picker.value = '';
    if (file) await model.importText(await file.text());
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([model.exportText()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <>
      <button type="button" disabled={model.busy.value} onClick={() => input.current?.click()}>
        {t('replies.import')}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        class="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e)}
      />
      <button type="button" onClick={download}>
        {t('replies.export')}
      </button>
    </>
  );
}
