// The customer's message and the agent's reply cut into the pieces the Translator gets one at a
// time, so that what comes back keeps the text's shape: paragraphs, list items and quotes stay
// apart (they are translated separately), and what must not change (a variable's value, a
// fill-in's value, markup of an HTML reply) is never given to the Translator at all.

/** One block of a plain-text message: a paragraph, a quote, or a list with its items. */
export interface Block {
  kind: 'paragraph' | 'quote' | 'bullets' | 'numbers';
  /** A paragraph's or a quote's text (its lines kept), or a list's items. */
  items: string[];
}

const QUOTE = /^\s*>\s?/;
const BULLET = /^\s*[-*•]\s+/;
const NUMBER = /^\s*\d{1,3}[.)]\s+/;

function kindOf(line: string): Block['kind'] {
  if (QUOTE.test(line)) return 'quote';
  if (BULLET.test(line)) return 'bullets';
  if (NUMBER.test(line)) return 'numbers';
  return 'paragraph';
}

/** The plain text as blocks; blank lines end a block, and so does a change of kind. */
export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let open = null as Block | null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) {
      open = null;
      continue;
    }
    const kind = kindOf(line);
    const content = line.replace(kind === 'quote' ? QUOTE : kind === 'bullets' ? BULLET : NUMBER, '').trim();
    if (open?.kind === kind) {
      // A list's line is an item; a paragraph's or a quote's lines stay one text.
      if (kind === 'bullets' || kind === 'numbers') open.items.push(content);
      else open.items[0] = `${open.items[0]}\n${content}`;
      continue;
    }
    open = { kind, items: [kind === 'paragraph' ? line.trim() : content] };
    blocks.push(open);
  }
  return blocks;
}

/** The words of `text` (for "a message longer than about 150 words"). */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A piece of a reply: the agent's own words (translated) or text kept as it is. */
interface Segment {
  text: string;
  translate: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reply cut into the agent's words and what is kept: the `kept` values (variables' and
 * fill-ins' values, the signature), `{{…}}` left unresolved, markup when `html`, line breaks, and
 * the spaces around each piece (the Translator trims them).
 */
export function segmentsOf(text: string, kept: readonly string[], html: boolean): Segment[] {
  const values = [
    ...new Set(kept.map((value) => value.trim()).filter((value) => value.length > 1 || /^\d$/.test(value))),
  ]
    // Longest first: a full name is kept whole, not as its first name and the rest.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const parts = ['\\{\\{[^{}]*\\}\\}', '\\s*\\n\\s*', ...(html ? ['<[^<>]*>', '&[#\\w]+;'] : []), ...values];
  const keep = new RegExp(`(${parts.join('|')})`, 'g');
  const segments: Segment[] = [];
  const push = (piece: string, translate: boolean) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && last.translate === translate) last.text += piece;
    else segments.push({ text: piece, translate });
  };
  for (const [index, piece] of text.split(keep).entries()) {
    if (index % 2 === 1) {
      push(piece, false);
      continue;
    }
    const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(piece) ?? [];
    push(lead, false);
    push(core, /\p{L}/u.test(core));
    push(trail, false);
  }
  return segments;
}
