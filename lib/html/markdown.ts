// A small Markdown subset for replies, turned into HTML (the reply is then sent with `isHtml`):
// **bold**, *italic* or _italic_, [text](https://link), "- " / "* " bulleted and "1. " numbered
// lists, paragraphs (blank line) and line breaks. Everything else is text: the input is escaped
// first, so no tag the agent types becomes markup. Quotes ("> ") stay text as typed.
// The result still goes through the sanitizer for the preview; the service gets the same HTML.

export interface Converted {
  html: string;
  /** Any shorthand was used; without any, the reply is better sent as plain text. */
  formatted: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBER = /^\s*\d{1,9}[.)]\s+(.*)$/;
const LINK = /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s()]+)\)/g;

function inline(text: string, mark: () => void): string {
  const links: string[] = [];
  // Links first, set aside, so that "_" or "*" inside a URL is never read as emphasis.
  let out = escapeHtml(text).replace(LINK, (_, label: string, url: string) => {
    mark();
    links.push(`<a href="${url}">${label}</a>`);
    return `\uE000${links.length - 1}\uE000`;
  });
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

/** Converts the agent's text; `formatted` says whether any shorthand was found. */
export function markdownToHtml(source: string): Converted {
  let formatted = false;
  const mark = () => {
    formatted = true;
  };
  const blocks: string[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
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
  return { html: blocks.join('\n'), formatted };
}
