// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createOptionsModels, Options } from '@/components/options/Options';
import { catalogOf } from '@/lib/i18n/catalogs';
import { describeMessage, t } from '@/lib/i18n/format';
import { loadLanguage } from '@/lib/i18n/language';
import type { PermissionsApi } from '@/lib/settings/host-access';
import { defaultSettings } from '@/lib/settings/items';
import { toForm, validatePreferences } from '@/lib/settings/preferences-form';
import type { Notice } from '@/lib/settings/settings-model';
import type { Settings } from '@/lib/settings/types';
import { emptyWorkspace } from '@/lib/settings/workspace';
import type { WorkspaceForm } from '@/lib/workspaces/workspace-form';
import { validateWorkspace } from '@/lib/workspaces/workspace-validation';
import { fakeClient } from '@/test/support/fake-client';
import { flush, optionsDrawn, useRenderRoot } from '@/test/support/render-root';
import { sampleSettings, sampleWorkspace } from '@/test/support/samples';
import { memorySettingsStore } from '@/test/support/settings-store';
import { eventually, settle } from '@/test/support/settle';

const nb = await catalogOf('nb');

// Options: the one workspace editor (the active workspace's connection, another workspace, or a
// new one) with its one validator, and the preferences.

const goodForm: WorkspaceForm = {
  name: '',
  brokerUrl: 'https://broker.example.com/token',
  apiBaseUrl: 'https://api.example.com/',
  authorEmail: '',
  linkPatterns: 'https://support.example.com/#/c/{id}\n\n',
  inboxLink: '',
  signature: '',
  addSignature: true,
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

/** Options' models over `store`, loaded, with the good form typed into the workspace editor. */
async function filledEditor(deps: { store: ReturnType<typeof memoryStore>; permissions: PermissionsApi }) {
  const models = createOptionsModels(fakeClient({}).client, deps);
  await models.settings.load();
  for (const [field, value] of Object.entries(goodForm))
    models.workspaces.update(field as keyof WorkspaceForm, value as never);
  return models.workspaces;
}

/** A notice as the page words it now. */
const noticeText = (model: { notice: { value: Notice | null } }) =>
  model.notice.value ? describeMessage(model.notice.value.message) : '';

beforeEach(() => fakeBrowser.reset());

describe('workspace validation', () => {
  it('accepts a good form and normalises it', () => {
    expect(validateWorkspace(goodForm, 'default', defaultSettings)).toMatchObject({
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
      },
    });
  });

  it('changes only the workspace edited, keeping its id and the other workspaces', () => {
    const saved = sampleSettings({ activeWorkspaceId: 'b' }, { id: 'a', name: 'First' });
    saved.workspaces.push({ ...emptyWorkspace('b'), name: 'Second', apiBaseUrl: 'https://old.example' });
    const result = validateWorkspace({ ...goodForm, name: 'Second' }, 'b', saved);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.workspaces).toHaveLength(2);
    expect(result.workspace).toMatchObject({
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
  ] as const)('refuses %s with a sentence on that field', (_name, change, field, message) => {
    const result = validateWorkspace({ ...goodForm, ...change }, 'default', defaultSettings);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(message);
  });

  it('names the field in the interface language inside its sentences', async () => {
    try {
      await loadLanguage('nb');
      const result = validateWorkspace({ ...goodForm, brokerUrl: '' }, 'default', defaultSettings);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.brokerUrl).toContain(nb['workspaces.field.broker']);
    } finally {
      await loadLanguage('en');
    }
  });

  it('allows plain http on this computer (the local sandbox)', () => {
    const local = {
      ...goodForm,
      brokerUrl: 'http://127.0.0.1:4011/token',
      apiBaseUrl: 'http://localhost:4010',
    };
    expect(validateWorkspace(local, 'default', defaultSettings).ok).toBe(true);
  });

  it.each([
    ['an interval of zero', { watchIntervalMinutes: '0' }, /from 1 to 1440/],
    ['an interval that is not a number', { watchIntervalMinutes: 'often' }, /whole number/],
  ] as const)('the preferences refuse %s', (_name, change, message) => {
    const result = validatePreferences({ ...toForm(defaultSettings), ...change }, defaultSettings);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.watchIntervalMinutes).toMatch(message);
  });
});

describe('saving a workspace', () => {
  it('asks for host access inside the click, for exactly its two origins, then saves; gives back what no workspace needs', async () => {
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
    const model = await filledEditor({ store, permissions });
    const saving = model.save(validateWorkspace);
    // Before any await: the browser shows the prompt only during the user's gesture.
    expect(permissions.request).toHaveBeenCalledWith({
      origins: ['https://broker.example.com/*', 'https://api.example.com/*'],
    });
    await saving;
    expect(log).toEqual(['request', 'set']);
    expect(model.busy.value).toBe(false);
    expect(permissions.remove).toHaveBeenCalledWith({ origins: ['https://old.example.com/*'] });
    expect(model.notice.value).toMatchObject({ kind: 'ok' });
  });

  it('keeps access another workspace still needs', async () => {
    const second = sampleWorkspace({
      id: 'second',
      brokerUrl: 'https://b2.example/token',
      apiBaseUrl: 'https://api2.example',
    });
    const store = memoryStore(sampleSettings({ workspaces: [{ ...emptyWorkspace() }, second] }));
    const { permissions } = fakePermissions(true, [
      'https://b2.example/*',
      'https://api2.example/*',
      'https://gone.example/*',
    ]);
    const model = await filledEditor({ store, permissions });
    await model.save(validateWorkspace);
    expect(permissions.remove).toHaveBeenCalledWith({ origins: ['https://gone.example/*'] });
  });

  it('stores the workspace at once and frees Save while the access prompt is still open', async () => {
    const store = memoryStore();
    const { permissions } = fakePermissions();
    let answer: (granted: boolean) => void = () => {};
    vi.mocked(permissions.request).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const model = await filledEditor({ store, permissions });
    const saving = model.save(validateWorkspace);
    await settle();
    expect(store.current().workspaces[0]?.brokerUrl).toBe('https://broker.example.com/token');
    expect(model.busy.value).toBe(false);
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
    const model = await filledEditor({ store, permissions });
    const first = model.save(validateWorkspace);
    await settle();
    model.update('authorEmail', 'team@example.com');
    const second = model.save(validateWorkspace);
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
    const model = await filledEditor({ store, permissions });
    await model.save(validateWorkspace);
    expect(store.current().workspaces[0]?.brokerUrl).toBe('https://broker.example.com/token');
    expect(permissions.remove).not.toHaveBeenCalled();
    expect(noticeText(model)).toMatch(/not granted.*press Save workspace again/);
  });

  it('words its notice in the language in use when it is drawn, hosts listed the language’s way', async () => {
    const { permissions } = fakePermissions(false);
    const model = await filledEditor({ store: memoryStore(), permissions });
    await model.save(validateWorkspace);
    expect(noticeText(model)).toMatch(/broker\.example\.com and https:\/\/api\.example\.com/);
    try {
      await loadLanguage('nb');
      expect(noticeText(model)).toMatch(/^Innstillingene er lagret, men tilgang til/);
      model.update('authorEmail', 'team@example.com');
      await model.save(validateWorkspace);
      expect(noticeText(model)).toMatch(/broker\.example\.com og https:\/\/api\.example\.com/);
    } finally {
      await loadLanguage('en');
    }
  });

  it('saves nothing and asks for nothing while a field is wrong', async () => {
    const store = memoryStore();
    const { permissions } = fakePermissions();
    const model = await filledEditor({ store, permissions });
    model.update('brokerUrl', 'nonsense');
    await model.save(validateWorkspace);
    expect(permissions.request).not.toHaveBeenCalled();
    expect(store.change).not.toHaveBeenCalled();
    expect(model.errors.value.brokerUrl).toBeTruthy();
  });

  it('follows the active workspace until the agent types, then keeps the typing', async () => {
    const store = memoryStore(sampleSettings());
    const models = createOptionsModels(fakeClient({}).client, {
      store,
      permissions: fakePermissions().permissions,
    });
    await models.settings.load();
    const editor = models.workspaces.editor;
    expect(editor.value?.form.authorEmail).toBe('');
    store.setElsewhere(sampleSettings({}, { authorEmail: 'elsewhere@example.com' }));
    expect(editor.value?.form.authorEmail).toBe('elsewhere@example.com');
    models.workspaces.update('name', 'Typed here');
    store.setElsewhere(sampleSettings({}, { authorEmail: 'later@example.com' }));
    expect(editor.value?.form).toMatchObject({ name: 'Typed here', authorEmail: 'elsewhere@example.com' });
  });
});

describe('options page', () => {
  const root = useRenderRoot();
  const labelled = (name: string) => {
    const label = [...root().querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
    return label && root().querySelector(`#${label.getAttribute('for')}`);
  };
  const button = (name: string) =>
    [...root().querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

  async function mount(settings: Settings = defaultSettings) {
    const fake = fakeClient({
      testConnection: () => ({
        steps: [
          { name: 'broker', ok: true, key: 'step.broker.ok', params: { origin: 'https://b.example' } },
          { name: 'signed-in', ok: false, key: 'step.signed-in.no' },
        ],
      }),
      signOut: () => ({ ok: true, brokerSignedOut: true }),
      getStatus: () => ({ state: 'signed-in', agent: { name: 'Alex Agent', email: 'alex@example.com' } }),
    });
    const env = { store: memoryStore(settings), permissions: fakePermissions().permissions };
    render(<Options client={fake.client} env={env} />, root());
    await optionsDrawn(root);
    return fake;
  }

  it('has every field under its exact name', async () => {
    await mount();
    for (const name of [
      'Name',
      'Token broker URL',
      'API base URL',
      'Inbox link',
      'Ticket link patterns',
      'Reply author e-mail',
      'Signature for Workspace 1',
      'Undo send (seconds)',
      'Watch interval (minutes)',
      'Theme',
      'Language',
    ]) {
      expect(labelled(name), name).toBeTruthy();
    }
    // One form for a workspace's fields: each label once.
    expect(root().querySelectorAll('form.workspace-form')).toHaveLength(1);
    for (const name of ['Save workspace', 'Save', 'Test connection', 'Sign out of Workspace 1'])
      expect(button(name), name).toBeTruthy();
    // The signature once: in Sending, not in the workspace form nor in Saved replies.
    expect(root().querySelectorAll('textarea#signature, #ws-signature')).toHaveLength(1);
    // One Save per section that has fields: Workspaces, Sending, Watching, Appearance, Language help.
    expect([...root().querySelectorAll('button[type="submit"]')].map((b) => b.textContent)).toEqual([
      'Save workspace',
      'Save',
      'Save',
      'Save',
      'Save',
    ]);
  });

  it('welcomes a first run with empty fields and explains the token broker', async () => {
    await mount();
    expect((labelled('Token broker URL') as HTMLInputElement).value).toBe('');
    expect(root().textContent).toMatch(/A token broker is a small server your team runs/);
    expect(root().querySelector('a[href="/options.html#token-broker"]')?.textContent).toMatch(
      /what a token broker is/,
    );
  });

  it('shows each connection step in words, which failed, and which were not tried', async () => {
    await mount(
      sampleSettings({}, { brokerUrl: 'https://b.example/token', apiBaseUrl: 'https://api.example' }),
    );
    expect(root().textContent).not.toMatch(/Welcome/);
    await act(() => button('Test connection')?.click());
    await flush();
    const steps = [...root().querySelectorAll('.steps li')].map((li) => li.textContent);
    expect(steps).toEqual([
      'Broker reachable: PassedThe token broker at https://b.example answered.',
      `Signed in: Failed${t('step.signed-in.no')}`,
      'Token received: Not tried',
      'One API call: Not tried',
    ]);
  });

  it('keeps the Save notice, and follows the settings, when it redraws in the language that Save chose (as options/main.tsx does)', async () => {
    const fake = fakeClient({});
    const env = {
      store: memoryStore(
        sampleSettings({}, { brokerUrl: 'https://b.example/token', apiBaseUrl: 'https://api.example' }),
      ),
      permissions: fakePermissions(true).permissions,
    };
    const models = createOptionsModels(fake.client, env);
    const draw = () => render(<Options client={fake.client} env={env} models={models} />, root());
    draw();
    await optionsDrawn(root);
    await act(() => button('Save workspace')?.click());
    await flush();
    expect(root().textContent).toContain(t('options.notice.granted'));
    try {
      await loadLanguage('nb');
      await act(() => {
        render(null, root());
        draw();
      });
      await flush();
      expect(root().querySelector('h1')?.textContent).toBe(nb['options.title']);
      expect(root().querySelector('.notice-ok')?.textContent).toBe(nb['options.notice.granted']);
      // The page drawn anew still follows the settings: a change made elsewhere shows.
      env.store.setElsewhere(
        sampleSettings(
          {},
          {
            brokerUrl: 'https://b.example/token',
            apiBaseUrl: 'https://api.example',
            authorEmail: 'after@example.com',
          },
        ),
      );
      await flush();
      expect((root().querySelector('#ws-author') as HTMLInputElement | null)?.value).toBe(
        'after@example.com',
      );
    } finally {
      await loadLanguage('en');
    }
  });

  it('signs out of the workspace it names, only after confirmation', async () => {
    const fake = await mount();
    await eventually(() => expect(root().textContent).toContain('Signed in as Alex Agent'));
    await act(() => button('Sign out of Workspace 1')?.click());
    await flush();
    expect(fake.count('signOut')).toBe(0);
    expect(root().querySelector('dialog h3')?.textContent).toBe('Sign out of Workspace 1?');
    await act(() => button('Cancel')?.click());
    await act(() => button('Sign out of Workspace 1')?.click());
    await act(() => button('Yes, sign out of Workspace 1')?.click());
    await flush();
    expect(fake.calls.filter((c) => c.op === 'signOut')).toEqual([{ op: 'signOut', workspaceId: 'default' }]);
    expect(root().textContent).toMatch(/Signed out of Workspace 1\./);
  });
});
