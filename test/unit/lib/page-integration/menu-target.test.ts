import { describe, expect, it } from 'vitest';
import {
  ATTACH_MENU_ID,
  type MenuClick,
  REPLY_MENU_ID,
  resolveMenuTarget,
} from '@/lib/page-integration/menu-target';

const reply = (click: Omit<MenuClick, 'menuItemId'>): MenuClick => ({ menuItemId: REPLY_MENU_ID, ...click });
const attach = (click: Omit<MenuClick, 'menuItemId'>): MenuClick => ({
  menuItemId: ATTACH_MENU_ID,
  ...click,
});
const page = 'https://news.example.com/article/2024/05/17';

describe('"Reply in ticket" finds the ticket', () => {
  it.each([
    [
      'in a right-clicked ticket link',
      reply({ linkUrl: 'https://inbox.example.com/tickets?ticketId=4478963', pageUrl: page }),
      4478963,
    ],
    ['in the selection', reply({ selectionText: 'About ticket 52: the customer wrote', pageUrl: page }), 52],
    [
      'in a link written inside the selection',
      reply({ selectionText: 'see https://inbox.example.com/tickets/61, please', pageUrl: page }),
      61,
    ],
    [
      'in the page, when the link is not a ticket',
      reply({ linkUrl: 'https://shop.example.com/item/5', pageUrl: 'https://inbox.example.com/tickets/9' }),
      9,
    ],
    [
      'in the link before the selection',
      reply({ linkUrl: 'https://inbox.example.com/tickets/1', selectionText: '#2', pageUrl: page }),
      1,
    ],
    [
      'in an image address',
      reply({
        srcUrl: 'https://inbox.example.com/tickets/33/attachment.png',
        mediaType: 'image',
        pageUrl: page,
      }),
      33,
    ],
  ])('%s', (_name, click, id) => {
    expect(resolveMenuTarget(click, []).ticketId).toBe(id);
  });

  it('finds nothing on a page without an id, and keeps the selection to quote', () => {
    const target = resolveMenuTarget(reply({ selectionText: 'Call me at 555 123 4567', pageUrl: page }), []);
    expect(target).toEqual({ ticketId: null, quote: 'Call me at 555 123 4567' });
  });

  it('uses the agent’s own link patterns', () => {
    const click = reply({ pageUrl: 'https://support.example.com/#/conversation/77' });
    expect(resolveMenuTarget(click, [])).toMatchObject({ ticketId: null });
    expect(resolveMenuTarget(click, ['https://support.example.com/#/conversation/{id}'])).toMatchObject({
      ticketId: 77,
    });
  });

  it('never attaches anything', () => {
    expect(
      resolveMenuTarget(reply({ linkUrl: 'https://docs.example.com/guide.pdf', pageUrl: page }), [])
        .attachment,
    ).toBeUndefined();
  });
});

describe('"Attach link to reply"', () => {
  it('attaches the link, named after its file, to the ticket of the page', () => {
    const target = resolveMenuTarget(
      attach({
        linkUrl: 'https://docs.example.com/files/Reset%20guide.pdf',
        pageUrl: 'https://inbox.example.com/tickets/12',
      }),
      [],
    );
    expect(target).toEqual({
      ticketId: 12,
      quote: '',
      attachment: { url: 'https://docs.example.com/files/Reset%20guide.pdf', name: 'Reset guide.pdf' },
    });
  });

  it('does not take the attached link for the ticket', () => {
    const target = resolveMenuTarget(
      attach({ linkUrl: 'https://inbox.example.com/tickets/99', pageUrl: page }),
      [],
    );
    expect(target.ticketId).toBeNull();
    expect(target.attachment?.url).toBe('https://inbox.example.com/tickets/99');
  });

  it('attaches the image, not the link around it', () => {
    const target = resolveMenuTarget(
      attach({
        mediaType: 'image',
        srcUrl: 'https://cdn.example.com/shot.png',
        linkUrl: 'https://cdn.example.com/gallery',
        pageUrl: page,
      }),
      [],
    );
    expect(target.attachment).toEqual({ url: 'https://cdn.example.com/shot.png', name: 'shot.png' });
  });

  it('names a link without a file after its host', () => {
    const target = resolveMenuTarget(attach({ linkUrl: 'https://status.example.com/', pageUrl: page }), []);
    expect(target.attachment?.name).toBe('status.example.com');
  });

  it.each([
    ['a data: image', 'data:image/png;base64,AAAA'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a blob: image', 'blob:https://example.com/1234'],
  ])('refuses to attach %s', (_name, url) => {
    expect(resolveMenuTarget(attach({ linkUrl: url, pageUrl: page }), []).attachment).toBeUndefined();
  });
});
