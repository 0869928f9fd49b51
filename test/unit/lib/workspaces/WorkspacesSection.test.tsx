// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Options } from '@/components/options/Options';
import type { PermissionsApi } from '@/lib/settings/host-access';
import type { Settings } from '@/lib/settings/types';
import { fakeClient } from '@/test/support/fake-client';
import { flush, optionsDrawn, useRenderRoot } from '@/test/support/render-root';
import { twoWorkspaceSettings } from '@/test/support/samples';
import { memorySettingsStore } from '@/test/support/settings-store';

const root = useRenderRoot();
let store = memorySettingsStore(twoWorkspaceSettings());
const permissions: PermissionsApi = {
  request: vi.fn(async () => true),
  remove: vi.fn(async () => true),
  contains: vi.fn(async () => false),
  getAll: vi.fn(async () => ({ origins: [] })),
};

beforeEach(() => {
  fakeBrowser.reset();
});

const section = () => root().querySelector('section[aria-labelledby="workspaces-heading"]') as HTMLElement;
const field = (name: string) => {
  const label = [...section().querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  return label ? (section().querySelector(`#${label.getAttribute('for')}`) as HTMLInputElement) : null;
};
const button = (name: string) =>
  [...section().querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  ) as HTMLButtonElement | undefined;
const type = async (name: string, value: string) => {
  const input = field(name);
  if (!input) throw new Error(`no field ${name}`);
  input.value = value;
  await act(() => {
    input.dispatchEvent(new Event('input'));
  });
};

async function mount(settings: Settings) {
  store = memorySettingsStore(settings);
  // The worker takes a removed workspace out of the settings.
  const fake = fakeClient({
    forgetWorkspace: ({ workspaceId }) => {
      const now = store.current();
      store.setElsewhere({ ...now, workspaces: now.workspaces.filter((w) => w.id !== workspaceId) });
      return { ok: true };
    },
  });
  render(<Options client={fake.client} env={{ store, permissions }} />, root());
  await optionsDrawn(root);
  return fake;
}

describe('Workspaces section', () => {
  it('lists the workspaces and adds one with its own broker and API, asking for access to them', async () => {
    await mount(twoWorkspaceSettings());
    expect([...section().querySelectorAll('.workspace-name')].map((n) => n.textContent)).toEqual([
      'Example',
      'Second',
    ]);
    await act(() => button('Add workspace')?.click());
    for (const name of [
      'Name',
      'Token broker URL',
      'API base URL',
      'Inbox link',
      'Ticket link patterns',
      'Reply author e-mail',
    ])
      expect(field(name), name).toBeTruthy();
    await type('Name', 'Nordic');
    await type('Token broker URL', 'https://broker.nordic.example/token');
    await type('API base URL', 'https://api.nordic.example/');
    await type('Inbox link', 'https://inbox.nordic.example/t/{id}');
    await act(() => button('Save workspace')?.click());
    await flush();
    const added = store.current().workspaces[2];
    expect(added).toMatchObject({
      name: 'Nordic',
      brokerUrl: 'https://broker.nordic.example/token',
      apiBaseUrl: 'https://api.nordic.example',
      inboxLink: 'https://inbox.nordic.example/t/{id}',
    });
    expect(added?.id).not.toMatch(/[:.]/);
    expect(permissions.request).toHaveBeenCalledWith({
      origins: ['https://broker.nordic.example/*', 'https://api.nordic.example/*'],
    });
    expect(section().textContent).toContain(
      'Settings saved. Sidedesk may now contact the token broker and the Ticket API.',
    );
    // The editor stays on the workspace just saved, not the first one.
    expect(section().querySelector('form.workspace-form h3')?.textContent).toBe('Edit Nordic');
    expect(field('Name')?.value).toBe('Nordic');
  });

  it('keeps what was typed and says why when a field is wrong', async () => {
    await mount(twoWorkspaceSettings());
    await act(() => button('Add workspace')?.click());
    await type('Name', 'Second');
    await type('Token broker URL', 'http://broker.example/token');
    await act(() => button('Save workspace')?.click());
    await flush();
    expect(store.change).not.toHaveBeenCalled();
    expect(field('Name')?.value).toBe('Second');
    expect(section().textContent).toContain('Another workspace is already called “Second”.');
    expect(section().textContent).toContain('Token broker URL must start with https://');
  });

  it('edits a workspace in place', async () => {
    await mount(twoWorkspaceSettings());
    await act(() => button('Edit Second')?.click());
    expect(field('API base URL')?.value).toBe('https://api.second.example');
    await type('Name', 'Second desk');
    await act(() => button('Save workspace')?.click());
    await flush();
    expect(store.current().workspaces.map((w) => w.name)).toEqual(['Example', 'Second desk']);
    expect(store.current().workspaces[1]?.id).toBe('second');
  });

  it('asks before removing, then has the worker forget its data and drops it from the list', async () => {
    const fake = await mount(twoWorkspaceSettings());
    await act(() => button('Remove Second')?.click());
    const question = section().querySelector('[role="alertdialog"]');
    expect(question?.textContent).toContain('Remove Second?');
    await act(() => button('Keep it')?.click());
    expect(fake.count('forgetWorkspace')).toBe(0);
    expect(store.current().workspaces).toHaveLength(2);

    await act(() => button('Remove Second')?.click());
    await act(() => button('Remove workspace')?.click());
    await flush();
    expect(fake.calls).toContainEqual({ op: 'forgetWorkspace', workspaceId: 'second' });
    expect(store.current().workspaces.map((w) => w.id)).toEqual(['default']);
    expect(section().textContent).toContain('Second removed.');
    // The last workspace cannot be removed.
    expect(button('Remove Example')).toBeUndefined();
  });

  it('edits the signature once, in Sending, for the active workspace, with that section’s Save', async () => {
    await mount(twoWorkspaceSettings());
    expect(field('Signature')).toBeNull();
    const sending = root().querySelector('section#sending') as HTMLElement;
    const signature = sending.querySelector('textarea#signature') as HTMLTextAreaElement;
    expect(sending.querySelector('label[for="signature"]')?.textContent).toBe('Signature for Example');
    signature.value = 'Best regards,\nAlex';
    await act(() => {
      signature.dispatchEvent(new Event('input'));
    });
    const add = [...sending.querySelectorAll('label')]
      .find((l) => l.textContent?.trim() === 'Add the signature to new messages')
      ?.querySelector('input') as HTMLInputElement;
    expect(add.checked).toBe(true);
    await act(() => add.click());
    await act(() => (sending.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await flush();
    expect(store.current().workspaces[0]).toMatchObject({
      signature: 'Best regards,\nAlex',
      addSignature: false,
    });
    expect(store.current().workspaces[1]?.signature).toBeUndefined();
    expect(sending.textContent).toContain('Saved.');
  });
});
