import { activeLocale } from '@/lib/i18n/format';

// The snooze presets, computed in the agent's time zone (the browser's): "tomorrow at 09:00" is
// 09:00 on the agent's clock, a day that has 23 or 25 hours across a change of summer time too.
// Each preset is said with its time, so the agent sees exactly when the ticket comes back.

type SnoozePreset = 'hour' | 'afternoon' | 'tomorrow-morning' | 'tomorrow' | 'next-week';

/** Hours of the agent's day the presets use. */
const AFTERNOON = 14;
const MORNING = 8;
const WORKDAY = 9;

/** `from`'s day plus `days`, at `hour`:00 local time. */
function dayAt(from: Date, days: number, hour: number): number {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.getTime();
}

/**
 * The presets at `now` (epoch ms), in order, each with when it ends (epoch ms): in 1 hour; this
 * afternoon at 14:00 (after noon: tomorrow morning at 08:00); tomorrow at this same time of day;
 * next week, Monday at 09:00.
 */
export function snoozePresets(now: number): { preset: SnoozePreset; until: number }[] {
  const today = new Date(now);
  const sameTimeTomorrow = new Date(now);
  sameTimeTomorrow.setDate(today.getDate() + 1);
  const daysToMonday = (8 - today.getDay()) % 7 || 7;
  return [
    { preset: 'hour', until: now + 3_600_000 },
    today.getHours() < 12
      ? { preset: 'afternoon', until: dayAt(today, 0, AFTERNOON) }
      : { preset: 'tomorrow-morning', until: dayAt(today, 1, MORNING) },
    { preset: 'tomorrow', until: sameTimeTomorrow.getTime() },
    { preset: 'next-week', until: dayAt(today, daysToMonday, WORKDAY) },
  ];
}

/** A `datetime-local` field's value ("2026-11-30T09:00") as epoch ms in the agent's zone; null if none. */
export function fromLocalInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  return new Date(y as number, (mo as number) - 1, d, h, mi).getTime();
}

/** Epoch ms as a `datetime-local` value, local time, to the minute. */
export function toLocalInput(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** When a snooze ends, as the agent reads it: "14:00", "Tue 09:00", "Mon 3 Nov 09:00". */
export function snoozeTimeText(until: number, now = Date.now()): string {
  const days = Math.round((dayAt(new Date(until), 0, 0) - dayAt(new Date(now), 0, 0)) / 86_400_000);
  const options: Intl.DateTimeFormatOptions =
    days === 0
      ? { hour: 'numeric', minute: '2-digit' }
      : days > 0 && days < 7
        ? { weekday: 'short', hour: 'numeric', minute: '2-digit' }
        : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(activeLocale(), options).format(until);
}
