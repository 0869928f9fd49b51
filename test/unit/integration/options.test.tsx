import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PermissionsApi } from '../../../components/options/host-access';
import { createOptionsModels, Options } from '../../../components/options/Options';
import { createSettingsModel, type Notice } from '../../../components/options/settings-model';
import { type SettingsForm, validateSettings } from '../../../components/options/validate-settings';
import { describeMessage, t } from '../../../lib/i18n/format';
import { loadLanguage } from '../../../lib/i18n/language';
import { catalog as nb } from '../../../lib/i18n/nb';
import { defaultSettings } from '../../../lib/settings/items';
import type { Settings } from '../../../lib/storage';
import { activeWorkspace, emptyWorkspace } from '../../../lib/workspace';
import { sampleSettings } from '../../support/samples';
import { memorySettingsStore } from '../../support/settings-store';
import { fakeClient, settle } from '../popup/fake-client';

const goodForm: SettingsForm = {
  brokerUrl: 'https://broker.example.com/token',
  apiBaseUrl: 'https://api.example.com/',
  authorEmail: '',
  linkPatterns: 'https://support.example.com/#/c/{id}\n\n',
  inboxLink: '',
  watchIntervalMinutes: '10',
  undoSendSeconds: '5',
  theme: 'system',
  language: 'auto',
};

function fakePermissions(granted = true, existing: string[] = []) {
  const log: string[] = [];
  const permissions: PermissionsApi = {
    request: vi.fn(async () => {
      log.push('request');
      return granted;
    }),
    remove: vi.fn(async () => true),
    contains: vi.fn(async () => false),
    getAll: vi.fn(async () => ({ origins: existing })),
  };
  return { permissions, log };
}

const memoryStore = (initial: Settings = defaultSettings) => memorySettingsStore(initial);

/** A settings model loaded from `deps.store`, with the good form typed in. */
async function filledModel(deps: Parameters<typeof createSettingsModel>[0]) {
  const model = createSettingsModel(deps);
  await model.load();
  for (const [field, value] of Object.entries(goodForm))
    model.update(field as keyof SettingsForm, value as never);
  return model;
}

/** The settings notice as the page words it now. */
const noticeText = (model: { notice: { value: Notice | null } }) =>
  model.notice.value ? describeMessage(model.notice.value.message) : '';

beforeEach(() => fakeBrowser.reset());

describe('settings validation', () => {
  it('accepts a good form and normalises it', () => {
    expect(validateSettings(goodForm, defaultSettings)).toEqual({
      ok: true,
      settings: {
        ...defaultSettings,
        workspaces: [
          {
            ...emptyWorkspace(),
            brokerUrl: 'https://broker.example.com/token',
            apiBaseUrl: 'https://api.example.com',
            linkPatterns: ['https://support.example.com/#/c/{id}'],
          },
        ],
        watchIntervalMinutes: 10,
      },
    });
  });

  it('changes only the active workspace, keeping its id and name and the other workspaces', () => {
    const saved = sampleSettings({ activeWorkspaceId: 'b' }, { id: 'a', name: 'First' });
    saved.workspaces.push({ ...emptyWorkspace('b'), name: 'Second', apiBaseUrl: 'https://old.example' });
    const result = validateSettings(goodForm, saved);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.activeWorkspaceId).toBe('b');
    expect(result.settings.workspaces).toHaveLength(2);
    expect(activeWorkspace(result.settings)).toMatchObject({
      id: 'b',
      name: 'Second',
      apiBaseUrl: 'https://api.example.com',
    });
    expect(result.settings.workspaces.find((w) => w.id === 'a')).toEqual(saved.workspaces[0]);
  });

  it.each([
    ['an empty broker URL', { brokerUrl: '' }, 'brokerUrl', /Token broker URL is required/],
    [
      'a broker URL that is not a URL',
      { brokerUrl: 'broker.example.com' },
      'brokerUrl',
      /full address starting with https/,
    ],
    [
      'plain http to another computer',
      { apiBaseUrl: 'http://api.example.com' },
      'apiBaseUrl',
      /must start with https/,
    ],
    [
      'a password in the URL',
      { apiBaseUrl: 'https://me:pw@api.example.com' },
      'apiBaseUrl',
      /user name or password/,
    ],
    ['a bad author e-mail', { authorEmail: 'agent at example' }, 'authorEmail', /e-mail address like/],
    [
      'a pattern without {id}',
      { linkPatterns: 'https://support.example.com/c/' },
      'linkPatterns',
      /\{id\} exactly once/,
    ],
    ['an interval of zero', { watchIntervalMinutes: '0' }, 'watchIntervalMinutes', /from 1 to 1440/],
    [
      'an interval that is not a number',
      { watchIntervalMinutes: 'often' },
      'watchIntervalMinutes',
      /whole number/,
    ],
  ] as const)('refuses %s with a sentence on that field', (_name, change, field, message) => {
    const result = validateSettings({ ...goodForm, ...change }, defaultSettings);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(message);
  });

  it('allows plain http on this computer (the local sandbox)', () => {
    expect(
      validateSettings(
        {
          ...goodForm,
          brokerUrl: 'http://127.0.0.1:4011/token',
          apiBaseUrl: 'http://localhost:4010',
        },
        defaultSettings,
      ).ok,
    ).toBe(true);
  });
});

describe('saving settings', () => {
  it('asks for host access inside the click, for exactly the two origins, then saves', async () => {
    const store = memoryStore();
    const { permissions, log } = fakePermissions(true, [
      'https://old.example.com/*',
      'https://api.example.com/*',
    ]);
    const apply = store.change.getMockImplementation();
    store.change.mockImplementation(async (changes) => {
      log.push('set');
      return (apply as NonNullable<typeof apply>)(changes);
    });
    const model = await filledModel({ store, permissions });
    const saving = model.save();
    // Before any await: the browser shows the prompt only during the user's gesture.
    expect(permissions.request).toHaveBeenCalledWith({
      origins: ['https://broker.example.com/*', 'https://api.example.com/*'],
    });
    await saving;
    expect(log).toEqual(['request', 'set']);
    expect(model.saving.value).toBe(false);
    expect(permissions.remove).toHaveBeenCalledWith({ origins: ['https://old.example.com/*'] });
    expect(model.notice.value).toMatchObject({ kind: 'ok' });
  });

  it('stores the settings at once and frees Save while the access prompt is still open', async () => {
    const store = memoryStore();
    const { permissions } = fakePermissions();
    let answer: (granted: boolean) => void = () => {};
    vi.mocked(permissions.request).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const model = await filledModel({ store, permissions });
    const saving = model.save();
    await settle();
    expect(store.current().workspaces[0]?.brokerUrl).toBe('https://broker.example.com/token');
    expect(model.saving.value).toBe(false);
    expect(model.dirty.value).toBe(false);
    expect(noticeText(model)).toMatch(/saved\. Waiting for the browser/);
    answer(true);
    await saving;
    expect(model.notice.value?.kind).toBe('ok');
    expect(noticeText(model)).toMatch(/may now contact/);
  });

  it('reports the access outcome of the latest Save only', async () => {
    const store = memoryStore();
    const { permissions } = fakePermissions();
    const answers: ((granted: boolean) => void)[] = [];
    vi.mocked(permissions.request).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const model = await filledModel({ store, permissions });
    const first = model.save();
    await settle();
    const second = model.save();
    await settle();
    answers[1]?.(true);
    await second;
    answers[0]?.(false);
    await first;
    expect(model.notice.value).toMatchObject({ kind: 'ok' });
  });

  it('saves but warns when access is refused', async () => {
    const store = memoryStore();
    const { permissions } = fakePermissions(false, ['https://old.example.com/*']);
    const model = await filledModel({ store, permissions });
    await model.save();
    expect(activeWorkspace(store.current()).brokerUrl).toBe('https://broker.example.com/token');
    expect(permissions.remove).not.toHaveBeenCalled();
    expect(noticeText(model)).toMatch(/not granted.*press Save again/);
  });

  it('words its notice in the language in use when it is drawn, hosts listed the language’s way', async () => {
    const { permissions } = fakePermissions(false);
    const model = await filledModel({ store: memoryStore(), permissions });
    await model.save();
    expect(noticeText(model)).toMatch(/broker\.example\.com and https:\/\/api\.example\.com/);
    try {
      await loadLanguage('nb');
      expect(noticeText(model)).toMatch(/^Innstillingene er lagret, men tilgang til/);
      await model.save();
      expect(noticeText(model)).toMatch(/broker\.example\.com og https:\/\/api\.example\.com/);
    } finally {
      await loadLanguage('en');
    }
  });

  it('saves nothing and asks for nothing while a field is wrong', async () => {
    const store = memoryStore();
    const { permissions } = fakePermissions();
    const model = createSettingsModel({ store, permissions });
    await model.load();
    model.update('brokerUrl', 'nonsense');
    await model.save();
    expect(permissions.request).not.toHaveBeenCalled();
    expect(store.change).not.toHaveBeenCalled();
    expect(model.errors.value.brokerUrl).toBeTruthy();
  });
});

describe('options page', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  const flush = async () => {
    for (let i = 0; i < 5; i++)
      await act(async () => {
        await settle();
      });
  };
  const labelled = (name: string) => {
    const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
    return label && root.querySelector(`#${label.getAttribute('for')}`);
  };
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

  async function mount(settings: Settings = defaultSettings) {
    const fake = fakeClient({
      testConnection: () => ({
        steps: [
          { name: 'broker', ok: true, key: 'step.broker.ok', params: { origin: 'https://b.example' } },
          { name: 'signed-in', ok: false, key: 'step.signed-in.no' },
        ],
      }),
      signOut: () => ({ ok: true, brokerSignedOut: true }),
    });
    const env = { store: memoryStore(settings), permissions: fakePermissions().permissions };
    render(<Options client={fake.client} env={env} />, root);
    await flush();
    return fake;
  }

  it('has every field under its exact name', async () => {
    await mount();
    for (const name of [
      'Token broker URL',
      'API base URL',
      'Reply author e-mail',
      'Ticket link patterns',
      'Watch interval (minutes)',
    ]) {
      expect(labelled(name), name).toBeTruthy();
    }
    for (const name of ['Save', 'Test connection', 'Sign out']) expect(button(name), name).toBeTruthy();
  });

  it('welcomes a first run with empty fields and explains the token broker', async () => {
    await mount();
    expect((labelled('Token broker URL') as HTMLInputElement).value).toBe('');
    expect(root.textContent).toMatch(/A token broker is a small server your team runs/);
    expect(root.querySelector('a[href="/options.html#token-broker"]')?.textContent).toMatch(
      /what a token broker is/,
    );
  });

  it('shows each connection step in words, which failed, and which were not tried', async () => {
    await mount(
      sampleSettings({}, { brokerUrl: 'https://b.example/token', apiBaseUrl: 'https://api.example' }),
    );
    expect(root.textContent).not.toMatch(/Welcome/);
    await act(() => button('Test connection')?.click());
    await flush();
    const steps = [...root.querySelectorAll('.steps li')].map((li) => li.textContent);
    expect(steps).toEqual([
      'Broker reachable: PassedThe token broker at https://b.example answered.',
      `Signed in: Failed${t('step.signed-in.no')}`,
      'Token received: Not tried',
      'One API call: Not tried',
    ]);
  });

  it('keeps the Save notice when it redraws in the language that Save chose (as options/main.tsx does)', async () => {
    const fake = fakeClient({});
    const env = {
      store: memoryStore(
        sampleSettings({}, { brokerUrl: 'https://b.example/token', apiBaseUrl: 'https://api.example' }),
      ),
      permissions: fakePermissions(true).permissions,
    };
    const models = createOptionsModels(fake.client, env);
    const draw = () => render(<Options client={fake.client} env={env} models={models} />, root);
    draw();
    await flush();
    await act(() => button('Save')?.click());
    await flush();
    expect(root.textContent).toContain(t('options.notice.granted'));
    try {
      await loadLanguage('nb');
      await act(() => {
        render(null, root);
        draw();
      });
      await flush();
      expect(root.querySelector('h1')?.textContent).toBe(nb['options.title']);
      expect(root.querySelector('.notice-ok')?.textContent).toBe(nb['options.notice.granted']);
    } finally {
      await loadLanguage('en');
    }
  });

  it('signs out only after confirmation', async () => {
    const fake = await mount();
    await act(() => button('Sign out')?.click());
    await flush();
    expect(fake.count('signOut')).toBe(0);
    await act(() => button('Cancel')?.click());
    await act(() => button('Sign out')?.click());
    await act(() => button('Yes, sign out')?.click());
    await flush();
    expect(fake.count('signOut')).toBe(1);
    expect(root.textContent).toMatch(/Signed out\./);
  });
});
