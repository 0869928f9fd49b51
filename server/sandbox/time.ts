/**
 * The spec's timestamp form: ISO 8601 with fractional seconds and a numeric UTC offset,
 * e.g. `2026-11-02T09:14:03.512+00:00` (the real service writes an offset, not `Z`).
 */
export function isoTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}

/** Seeded data is dated relative to this fixed instant, so the same seed gives the same file. */
const SEED_EPOCH = Date.parse('2026-11-02T09:00:00.000Z');

export function seedTimestamp(minutesAfterEpoch: number, jitterMs = 0): string {
  return isoTimestamp(new Date(SEED_EPOCH + minutesAfterEpoch * 60_000 + jitterMs));
}
