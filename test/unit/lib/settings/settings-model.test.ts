import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describeMessage } from '@/lib/i18n/format';
import type { PermissionsApi } from '@/lib/settings/host-access';
import { PREFERENCE_FIELDS } from '@/lib/settings/preferences-form';
import { followSettings, readSettings } from '@/lib/settings/read';
import { createSettingsModel, protocolStore } from '@/lib/settings/settings-model';
import { createWorkerContext } from '@/lib/worker/context';
import { sampleSettings } from '@/test/support/samples';
import { inProcessClient, settle, setUpWorkspace } from '@/test/support/worker';

// Two Options tabs (the welcome tab opened at install is one) edit the settings at once. Each
// sends the fields it changed, with the value it started from; the worker applies them to the
// settings as they are now. Different fields: both edits stay. The same field: the later Save
// wins and says that it replaced a newer value.

const permissions: PermissionsApi = {
  request: vi.fn(async () => true),
  remove: vi.fn(async () => true),
  contains: vi.fn(async () => true),
  getAll: vi.fn(async () => ({ origins: [] })),
};

async function tab(client: ReturnType<typeof inProcessClient>['client']) {
  const model = createSettingsModel({ store: protocolStore(client, followSettings()), permissions });
  await model.load();
  return model;
}

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace(sampleSettings({ theme: 'system', watchIntervalMinutes: 5 }));
});

describe('two Options tabs', () => {
  it('editing different fields, both keep their edit', async () => {
    const { client } = inProcessClient(createWorkerContext());
    const [first, second] = [await tab(client), await tab(client)];
    first.update('theme', 'dark');
    second.update('watchIntervalMinutes', '30');
    await first.save('appearance', PREFERENCE_FIELDS);
    await second.save('appearance', PREFERENCE_FIELDS);
    expect(await readSettings()).toMatchObject({ theme: 'dark', watchIntervalMinutes: 30 });
    expect(second.notice.value?.kind).toBe('ok');
    await settle();
    // The first tab, with nothing typed, follows the second's Save.
    expect(first.form.value).toMatchObject({ theme: 'dark', watchIntervalMinutes: '30' });
  });

  it('editing the same field, the later Save wins and says it replaced a newer value', async () => {
    const { client } = inProcessClient(createWorkerContext());
    const [first, second] = [await tab(client), await tab(client)];
    first.update('theme', 'dark');
    second.update('theme', 'light');
    await first.save('appearance', PREFERENCE_FIELDS);
    await second.save('appearance', PREFERENCE_FIELDS);
    expect((await readSettings()).theme).toBe('light');
    expect(first.notice.value?.kind).toBe('ok');
    expect(second.notice.value?.kind).toBe('warning');
    expect(describeMessage(second.notice.value?.message ?? '')).toMatch(
      /^Saved, but Theme had been changed elsewhere .*your value replaced that newer one/,
    );
  });
});
