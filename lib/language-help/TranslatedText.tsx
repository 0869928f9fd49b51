import { t } from '@/lib/i18n/format';
import type { Block } from './text-blocks';

/**
 * A translation in the message's place, block by block as the original's. Text only: whatever the
 * model returns (markup characters included) is a text node, never parsed as HTML.
 */
export function TranslatedText({
  blocks,
  language,
  streaming,
}: {
  blocks: Block[];
  language: string;
  streaming: boolean;
}) {
  return (
    <div class="lh-translated sp-plain" lang={language} aria-busy={streaming}>
      {blocks.map((block, index) => {
        const key = index;
        if (block.kind === 'bullets' || block.kind === 'numbers') {
          const List = block.kind === 'bullets' ? 'ul' : 'ol';
          return (
            <List key={key}>
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </List>
          );
        }
        const text = block.items[0] ?? '';
        return block.kind === 'quote' ? <blockquote key={key}>{text}</blockquote> : <p key={key}>{text}</p>;
      })}
      {streaming && <p class="muted">{t('help.translating')}</p>}
    </div>
  );
}
