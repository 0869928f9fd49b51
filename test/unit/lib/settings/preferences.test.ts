import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enAll as en } from '@/lib/i18n/en-all';
import { hasMessage } from '@/lib/i18n/format';
import {
  allowed,
  PREFERENCE_NAMES,
  PREFERENCES,
  type PreferenceRule,
  preference,
  wordsOf,
} from '@/lib/settings/preferences';
import { toForm } from '@/lib/settings/preferences-form';
import { readSettings } from '@/lib/settings/read';
import { createWorkerContext } from '@/lib/worker/context';
import { sampleSettings } from '@/test/support/samples';
import { inProcessClient, setUpWorkspace } from '@/test/support/worker';

// A preference is declared once (lib/settings/preferences.ts): what the worker stores and what a
// page reads follow from that declaration alone.

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

it('the worker stores what a preference’s declaration allows and refuses the rest', async () => {
  const { client } = inProcessClient(createWorkerContext());
  const cases = [
    ['watchIntervalMinutes', PREFERENCES.watchIntervalMinutes.max + 1, 30],
    ['undoSendSeconds', 2.5, 0],
    ['theme', 'purple', 'dark'],
    ['language', 'de', 'nb'],
    ['hideNotificationTitles', 'yes', true],
  ] as const;
  for (const [preference, refused, allowed] of cases) {
    const from = (await readSettings())[preference];
    await expect(
      client.call({ op: 'changeSettings', changes: [{ preference, from, to: refused }] }),
      preference,
    ).rejects.toMatchObject({ code: 'bad-input' });
    expect((await readSettings())[preference]).toBe(from);
    await client.call({ op: 'changeSettings', changes: [{ preference, from, to: allowed }] });
    expect((await readSettings())[preference]).toBe(allowed);
  }
});

it('a preference never set, or stored as its rule does not allow, reads as its default, alone', () => {
  const {
    undoSendSeconds: _,
    hideNotificationTitles: __,
    language: ___,
    ...older
  } = sampleSettings({
    theme: 'dark',
    watchIntervalMinutes: 0,
  });
  expect(PREFERENCE_NAMES.map((name) => preference(older, name))).toEqual([
    5,
    5,
    'dark',
    'auto',
    false,
    true,
  ]);
  expect(toForm(older)).toMatchObject({
    watchIntervalMinutes: '5',
    undoSendSeconds: '5',
    theme: 'dark',
    language: 'auto',
    hideNotificationTitles: false,
  });
});

it('every preference has its words in the catalog, and its default is one its rule allows', () => {
  for (const name of PREFERENCE_NAMES) {
    const rule: PreferenceRule = PREFERENCES[name];
    const words = wordsOf(name);
    const keys = [
      words.label,
      ...('hint' in rule ? [words.hint] : []),
      ...('min' in rule ? [words.invalid] : []),
      ...('choices' in rule
        ? rule.choices.filter((c) => name !== 'language' || c === 'auto').map(words.choice)
        : []),
    ];
    for (const key of keys) expect(hasMessage(en, key), key).toBe(true);
    expect(allowed(rule, rule.fallback), name).toBe(true);
  }
});
