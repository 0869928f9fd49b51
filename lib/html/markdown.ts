// A small Markdown subset for replies, turned into HTML (the reply is then sent with `isHtml`):
// **bold**, *italic* or _italic_, [text](https://link), "- " / "* " bulleted and "1. " numbered
// lists, paragraphs (blank line) and line breaks, and a backslash before a mark keeps it as text
// (`\*`, `\[`). Everything else is text: the input is escaped first, so no tag the agent types
// becomes markup. Quotes ("> ") stay text as typed. Every step is linear in the text: a line of a
// million `[` or `*` costs what a line of letters does.
// The result goes through the sanitizer (`renderReply` in lib/sending/send-control.ts); preview and send use the same.

interface Converted {
  html: string;
  /** Any shorthand was used; without any, the reply is better sent as plain text. */
  formatted: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The marks a backslash keeps as text. */
const MARKS = '\\*_[]()-+.!#>`';
/** Private-use characters stand in for escaped marks and set-aside links while the rest is read. */
const ESCAPED_BASE = 0xe100;
const LINK_MARK = '\uE000';
const PRIVATE = /[\uE000-\uE1FF]/g;
const ESCAPE = /\\([\\*_[\]()\-+.!#>`])/g;
const ESCAPED = /[\uE100-\uE1FF]/g;

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBER = /^\s*\d{1,9}[.)]\s+(.*)$/;
const SCHEME = /^(?:https?:\/\/|mailto:)/;
/** What ends a link's address: white space or a bracket. */
const URL_STOP = /[\s()]/;

/** Where the address that starts at `from` ends (the index of its `)`), or -1 when it is none. */
function addressEnd(text: string, from: number): number {
  if (!SCHEME.test(text.slice(from, from + 8))) return -1;
  let at = from;
  while (at < text.length && !URL_STOP.test(text[at] as string)) at++;
  return text[at] === ')' && at > from ? at : -1;
}

/**
 * `[label](address)` links, read left to right in one pass: each `]` is found once, and the
 * address after a `](` is read once however many `[` share it.
 */
function replaceLinks(text: string, link: (label: string, url: string) => string): string {
  let out = '';
  let at = 0;
  let close = -1;
  const ends = new Map<number, number>();
  for (;;) {
    const open = text.indexOf('[', at);
    if (open < 0) break;
    if (close <= open) close = text.indexOf(']', open + 1);
    if (close < 0) break;
    if (close > open + 1 && text[close + 1] === '(') {
      let end = ends.get(close);
      if (end === undefined) {
        end = addressEnd(text, close + 2);
        ends.set(close, end);
      }
      if (end > 0) {
        out += text.slice(at, open) + link(text.slice(open + 1, close), text.slice(close + 2, end));
        at = end + 1;
        continue;
      }
    }
    out += text.slice(at, open + 1);
    at = open + 1;
  }
  return out + text.slice(at);
}

function inline(text: string, mark: () => void): string {
  const links: string[] = [];
  // Links first, set aside, so that "_" or "*" inside a URL is never read as emphasis.
  let out = replaceLinks(escapeHtml(text), (label, url) => {
    mark();
    links.push(`<a href="${url}">${label}</a>`);
    return `${LINK_MARK}${links.length - 1}${LINK_MARK}`;
  });
  // Each pattern stops at the next mark of its kind: linear.
  out = out.replace(/\*\*(?=\S)([^*\n]*?\S)\*\*/g, (_, bold: string) => {
    mark();
    return `<strong>${bold}</strong>`;
  });
  out = out.replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, (_, before: string, em: string) => {
    mark();
    return `${before}<em>${em}</em>`;
  });
  out = out.replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, (_, before: string, em: string) => {
    mark();
    return `${before}<em>${em}</em>`;
  });
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => links[Number(i)] ?? '');
}

/** Each escaped mark's stand-in, and the HTML it stands for. */
const STAND_INS = new Map([...MARKS].map((c, i) => [String.fromCharCode(ESCAPED_BASE + i), escapeHtml(c)]));
const restoreMarks = (html: string) => html.replace(ESCAPED, (c) => STAND_INS.get(c) ?? '');
const escapedMark = (c: string) => String.fromCharCode(ESCAPED_BASE + MARKS.indexOf(c));

/** Converts the agent's text; `formatted` says whether any shorthand was found. */
export function markdownToHtml(source: string): Converted {
  let formatted = false;
  const mark = () => {
    formatted = true;
  };
  const blocks: string[] = [];
  // An escaped mark reads differently from the text as typed: the reply then goes as HTML.
  const text = source.replace(PRIVATE, '').replace(ESCAPE, (_, c: string) => {
    mark();
    return escapedMark(c);
  });
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  type List = { tag: 'ul' | 'ol'; items: string[] };
  let list = null as List | null;
  const endParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map((l) => inline(l, mark)).join('<br>')}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push(
        `<${list.tag}>${list.items.map((i) => `<li>${inline(i, mark)}</li>`).join('')}</${list.tag}>`,
      );
    list = null;
  };
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    const number = bullet ? null : NUMBER.exec(line);
    const item = bullet ?? number;
    if (item) {
      const tag = bullet ? 'ul' : 'ol';
      endParagraph();
      if (list?.tag !== tag) endList();
      list ??= { tag, items: [] };
      list.items.push(item[1] ?? '');
      mark();
    } else if (!line.trim()) {
      endParagraph();
      endList();
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return { html: restoreMarks(blocks.join('\n')), formatted };
}

/**
 * `text` as the shorthand reads it back as the same text: every mark it could take for markup
 * gets a backslash. For text from outside the agent's keyboard (a customer's name, a quote, a
 * plain saved reply) joining a Markdown message: it stays data, never a link or a list.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\*_[\]]/g, (c) => `\\${c}`)
    .replace(/^([ \t]*)([-+]|\d{1,9}[.)])(?=\s)/gm, (_, space: string, lead: string) =>
      lead.length === 1 ? `${space}\\${lead}` : `${space}${lead.slice(0, -1)}\\${lead.slice(-1)}`,
    );
}
