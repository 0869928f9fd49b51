import { describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/i18n/language';
import { notificationText, type TicketNews } from '@/lib/watch/worker/notification-text';

const news = (id: number, overrides: Partial<TicketNews> = {}): TicketNews => ({
  workspaceId: 'default',
  scope: 'default.x',
  ticket: { id, title: `Ticket ${id}` },
  change: { addedReplies: 2, status: { from: 'completed', to: 'open' } },
  ...overrides,
});

describe('notificationText', () => {
  it('one ticket: number and title, then what changed and the workspace when there are several', () => {
    expect(notificationText([news(7, { workspace: 'Acme' })], false)).toEqual({
      title: '#7 Ticket 7',
      message: '+2 replies · reopened · Acme',
    });
  });

  it('several: how many, then a line each; titles hidden on request; an unknown title said so', () => {
    const quiet = news(8, { ticket: { id: 8 }, change: { addedReplies: null } });
    expect(notificationText([news(7), quiet], false)).toEqual({
      title: '2 tickets changed',
      message: '#7 Ticket 7: +2 replies · reopened\n#8 Title unknown: new activity',
    });
    expect(notificationText([news(7), quiet], true).message).toBe(
      '#7: +2 replies · reopened\n#8: new activity',
    );
  });

  it('is worded in the agent’s language', async () => {
    await loadLanguage('nb');
    try {
      expect(notificationText([news(7), news(8)], false).title).toBe('2 saker endret');
    } finally {
      await loadLanguage('en');
    }
  });

  it('a hostile title is one plain line of at most 80 of its characters', () => {
    const hostile =
      'Invoice\u202Egpj.exe\r\nSidedesk: your session expired, sign in at https://evil.example\u0007\u0085\u2066x\u2069\u200E' +
      'A'.repeat(50_000);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    const forbidden = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
    const one = notificationText([news(7, { ticket: { id: 7, title: hostile } })], false);
    expect(one.title).not.toMatch(forbidden);
    expect(one.title.startsWith('#7 Invoice gpj.exe Sidedesk: your session expired')).toBe(true);
    expect(one.title.length).toBeLessThanOrEqual('#7 '.length + 80);
    expect(one.title.endsWith('…')).toBe(true);
    const several = notificationText([news(7, { ticket: { id: 7, title: hostile } }), news(8)], false);
    expect(several.message.split('\n')).toHaveLength(2); // one line per ticket, whatever the title holds
    for (const line of several.message.split('\n')) expect(line).not.toMatch(forbidden);
  });

  it('a short clean title is shown whole', () => {
    expect(notificationText([news(7, { ticket: { id: 7, title: 'x'.repeat(80) } })], false).title).toBe(
      `#7 ${'x'.repeat(80)}`,
    );
  });
});
