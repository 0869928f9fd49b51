import type { Page } from '@playwright/test';

// What a person sees as a broken layout, measured in the page (not by screenshots): text cut off
// (`scrollWidth > clientWidth`) on labels, buttons, tabs and titles that are not meant to scroll or
// end in an ellipsis; a word (not a long address) broken in the middle ("Warr/ant"); a
// tab or a count on two lines; sibling boxes drawn over each other. Answers one sentence per
// problem, naming the element.

export function layoutProblems(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const problems: string[] = [];
    const scope = document.querySelector(rootSelector) ?? document.body;
    const name = (e: Element) => {
      const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = [...e.classList].slice(0, 2).join('.');
      return `<${e.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const shown = (e: Element) => {
      if (e.closest('[aria-hidden="true"], [hidden], .visually-hidden')) return false;
      const box = e.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return false;
      const style = getComputedStyle(e);
      return style.visibility !== 'hidden' && style.display !== 'contents';
    };
    const TEXT =
      'button, label, [role=tab], h1, h2, h3, summary, a, .ticket-row-title, .ticket-row-time, .tab-count, .connection-label, .toolbar p';
    const ONE_LINE = '[role=tab], .tab-count, .ticket-row-time, .toolbar button';

    for (const element of scope.querySelectorAll<HTMLElement>(TEXT)) {
      if (!shown(element)) continue;
      // Cut off by the window's edge (a row of tabs wider than the page, say).
      const box = element.getBoundingClientRect();
      if (
        box.right > document.documentElement.clientWidth + 1 &&
        box.left < document.documentElement.clientWidth
      )
        problems.push(`cut at the edge: ${name(element)}`);
      const style = getComputedStyle(element);
      const meantToClip =
        style.textOverflow === 'ellipsis' ||
        ['auto', 'scroll'].includes(style.overflowX) ||
        style.display === 'inline';
      if (!meantToClip && element.scrollWidth > element.clientWidth + 1)
        problems.push(`clipped: ${name(element)} (${element.scrollWidth} > ${element.clientWidth} px)`);
      // Each word on one line, unless the word alone is wider than the element.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const lines: { top: number; bottom: number }[] = [];
      /** Rects on one line overlap vertically (a smaller badge on the line is not a second line). */
      const addLine = (r: DOMRect) => {
        if (!lines.some((l) => r.top < l.bottom - 1 && r.bottom > l.top + 1)) lines.push(r);
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!shown(node.parentElement as Element)) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          for (const r of rects) addLine(r);
          const tops = new Set(rects.map((r) => Math.round(r.top)));
          // A long address may break anywhere; a word of a title or a label must not.
          if (tops.size > 1 && match[0].length <= 24)
            problems.push(`word broken: "${match[0]}" in ${name(element)}`);
        }
      }
      if (element.matches(ONE_LINE) && lines.length > 1) problems.push(`wraps: ${name(element)}`);
    }

    // Siblings in the flow drawn over each other (by more than a border's 2 px).
    const flow = (e: Element) => {
      if (!shown(e)) return false;
      const position = getComputedStyle(e).position;
      return position === 'static' || position === 'relative';
    };
    for (const parent of [scope, ...scope.querySelectorAll('*')]) {
      if (!shown(parent) || parent.closest('svg')) continue;
      const children = [...parent.children].filter(flow);
      const boxes = children.map((c) => c.getBoundingClientRect());
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i] as DOMRect;
          const b = boxes[j] as DOMRect;
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 2 && y > 2)
            problems.push(`overlap: ${name(children[i] as Element)} and ${name(children[j] as Element)}`);
        }
    }
    return [...new Set(problems)];
  }, root);
}
