import { describe, expect, it } from 'vitest';
import { formatExact, formatRelative } from '@/lib/ui/relative-time';

const NOW = Date.parse('2026-11-04T12:00:00.000+00:00');

describe('relative time', () => {
  it.each([
    ['2026-11-04T11:59:30.000+00:00', 'now'],
    ['2026-11-04T11:55:00.000+00:00', '5 minutes ago'],
    ['2026-11-04T09:00:00.000+00:00', '3 hours ago'],
    ['2026-11-03T12:00:00.000+00:00', 'yesterday'],
    ['2026-10-31T12:00:00.000+00:00', '4 days ago'],
    ['2026-10-20T12:00:00.000+00:00', 'Oct 20'],
    ['2026-10-01T12:00:00.000+00:00', 'Oct 1'],
    ['2025-09-10T12:00:00.000+00:00', 'Sep 10, 2025'],
  ])('says %s is %j', (iso, text) => {
    expect(formatRelative(iso, NOW, 'en')).toBe(text);
  });

  it('gives nothing for an unreadable time, and the raw value as the exact time', () => {
    expect(formatRelative('yesterday-ish', NOW, 'en')).toBe('');
    expect(formatExact('yesterday-ish', 'en')).toBe('yesterday-ish');
    expect(formatExact('2026-11-04T11:55:00.000+00:00', 'en')).toMatch(/2026/);
  });

  it('speaks the language asked for each time, whichever was asked first', () => {
    const hour = '2026-11-04T09:00:00.000+00:00';
    const lastYear = '2025-09-10T12:00:00.000+00:00';
    expect(formatRelative(hour, NOW, 'de')).toBe('vor 3 Stunden');
    expect(formatRelative(hour, NOW, 'en')).toBe('3 hours ago');
    expect(formatRelative(lastYear, NOW, 'de')).toBe('10. Sept. 2025');
    expect(formatRelative('2026-10-20T12:00:00.000+00:00', NOW, 'de')).toBe('20. Okt.');
    expect(formatRelative(lastYear, NOW, 'en')).toBe('Sep 10, 2025');
  });
});
