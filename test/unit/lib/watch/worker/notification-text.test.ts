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
});
