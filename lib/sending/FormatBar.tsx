import { t } from '@/lib/i18n/format';
import './format-bar.css';

type Edit = (text: string, start: number, end: number) => { text: string; start: number; end: number };

const wrap =
  (mark: string): Edit =>
  (text, start, end) => {
    const inner = text.slice(start, end) || '';
    return {
      text: `${text.slice(0, start)}${mark}${inner}${mark}${text.slice(end)}`,
      start: start + mark.length,
      end: end + mark.length,
    };
  };

const link: Edit = (text, start, end) => {
  const label = text.slice(start, end) || 'link';
  const inserted = `[${label}](https://)`;
  const urlAt = start + label.length + 3;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(end)}`, start: urlAt, end: urlAt + 8 };
};

const list =
  (numbered: boolean): Edit =>
  (text, start, end) => {
    const from = text.lastIndexOf('\n', start - 1) + 1;
    const lines = text.slice(from, end).split('\n');
    const body = lines.map((line, i) => `${numbered ? `${i + 1}.` : '-'} ${line}`).join('\n');
    return {
      text: `${text.slice(0, from)}${body}${text.slice(end)}`,
      start: from + body.length,
      end: from + body.length,
    };
  };

/** Bold, italic, link and lists, written as the shorthand into the message box. */
export function FormatBar({
  box,
  onEdit,
}: {
  box: () => HTMLTextAreaElement | null;
  onEdit: (text: string) => void;
}) {
  const apply = (edit: Edit) => {
    const area = box();
    if (!area) return;
    const next = edit(area.value, area.selectionStart, area.selectionEnd);
    onEdit(next.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.start, next.end);
    });
  };
  const tool = (label: string, glyph: string, edit: Edit, cls = '') => (
    <button
      type="button"
      class={`sp-tool ${cls}`}
      title={label}
      aria-label={label}
      onClick={() => apply(edit)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <div role="toolbar" aria-label={t('composer.toolbar')} class="sp-toolbar">
      {tool(t('composer.bold'), 'B', wrap('**'), 'sp-b')}
      {tool(t('composer.italic'), 'I', wrap('_'), 'sp-i')}
      {tool(t('composer.link'), t('composer.link'), link)}
      {tool(t('composer.bullets'), '•', list(false))}
      {tool(t('composer.numbers'), '1.', list(true))}
    </div>
  );
}
