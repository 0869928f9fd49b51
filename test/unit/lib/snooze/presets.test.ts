// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocalInput, snoozePresets, toLocalInput } from '@/lib/snooze/presets';

// The presets are computed in the agent's time zone: here Oslo's, set for this process, with a
// fixed clock (`now` is passed in). Oslo leaves summer time on 2026-10-25 at 03:00 (back to 02:00)
// and enters it on 2026-03-29 at 02:00 (on to 03:00).

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Oslo';
});
afterAll(() => {
  process.env.TZ = zone;
});

/** The presets at `now` as name → ISO time in UTC. */
const at = (now: string) =>
  Object.fromEntries(snoozePresets(Date.parse(now)).map((p) => [p.preset, new Date(p.until).toISOString()]));

describe('snooze presets in the agent time zone', () => {
  it('a Tuesday morning in winter (UTC+1): in 1 hour, this afternoon 14:00, tomorrow same time, Monday 09:00', () => {
    expect(at('2026-11-24T09:30:00+01:00')).toEqual({
      hour: '2026-11-24T09:30:00.000Z',
      afternoon: '2026-11-24T13:00:00.000Z',
      tomorrow: '2026-11-25T08:30:00.000Z',
      'next-week': '2026-11-30T08:00:00.000Z',
    });
  });

  it('after noon, this afternoon becomes tomorrow morning at 08:00', () => {
    expect(at('2026-11-24T12:00:00+01:00')).toEqual({
      hour: '2026-11-24T12:00:00.000Z',
      'tomorrow-morning': '2026-11-25T07:00:00.000Z',
      tomorrow: '2026-11-25T11:00:00.000Z',
      'next-week': '2026-11-30T08:00:00.000Z',
    });
  });

  it('across the end of summer time: tomorrow is 25 hours away, next week Monday is in winter time', () => {
    // Saturday 24 October 2026, 10:00 summer time (UTC+2).
    expect(at('2026-10-24T10:00:00+02:00')).toEqual({
      hour: '2026-10-24T09:00:00.000Z',
      afternoon: '2026-10-24T12:00:00.000Z',
      tomorrow: '2026-10-25T09:00:00.000Z', // 10:00 winter time (UTC+1)
      'next-week': '2026-10-26T08:00:00.000Z', // Monday 09:00 UTC+1
    });
  });

  it('across the start of summer time: tomorrow is 23 hours away, and in 1 hour is one real hour', () => {
    // Saturday 28 March 2026, 15:00 winter time (UTC+1).
    expect(at('2026-03-28T15:00:00+01:00')).toEqual({
      hour: '2026-03-28T15:00:00.000Z',
      'tomorrow-morning': '2026-03-29T06:00:00.000Z', // 08:00 summer time (UTC+2)
      tomorrow: '2026-03-29T13:00:00.000Z', // 15:00 UTC+2
      'next-week': '2026-03-30T07:00:00.000Z', // Monday 09:00 UTC+2
    });
    // 01:30 on the night of the change: one hour later is 03:30 summer time, not a wall-clock 02:30.
    expect(at('2026-03-29T01:30:00+01:00').hour).toBe('2026-03-29T01:30:00.000Z');
  });

  it('on a Monday, next week is the Monday after', () => {
    expect(at('2026-11-30T10:00:00+01:00')['next-week']).toBe('2026-12-07T08:00:00.000Z');
  });

  it('reads and writes the date-and-time field in local time', () => {
    expect(new Date(fromLocalInput('2026-10-25T10:00') as number).toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
    expect(new Date(fromLocalInput('2026-10-24T10:00') as number).toISOString()).toBe(
      '2026-10-24T08:00:00.000Z',
    );
    expect(toLocalInput(Date.parse('2026-10-25T09:00:00Z'))).toBe('2026-10-25T10:00');
    expect(fromLocalInput('')).toBeNull();
  });
});
