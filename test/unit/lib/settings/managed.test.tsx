// @vitest-environment happy-dom
import { render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Options } from '@/components/options/Options';
import { parseManagedSetup } from '@/lib/settings/managed';
import { readActiveWorkspace, readSettings, readSettingsState } from '@/lib/settings/read';
import { mirrorManagedSetup } from '@/lib/settings/worker/managed-mirror';
import { emptyWorkspace, scopeOf, type Workspace } from '@/lib/settings/workspace';
import { lastSeenStorage, ticketCache, watchedStorage } from '@/lib/storage/items';
import { renderBadge } from '@/lib/watch/worker/badge';
import { pollWatched } from '@/lib/watch/worker/poller';
import { fakeClient } from '@/test/support/fake-client';
import { optionsDrawn, useRenderRoot } from '@/test/support/render-root';
import { sampleSettings, sampleTicket } from '@/test/support/samples';
import { memorySettingsStore } from '@/test/support/settings-store';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

// Managed setup: workspaces an administrator pushes by browser policy (storage.managed).

const policy = {
  workspaces: [
    {
      id: 'nordic',
      name: 'Nordic support',
      brokerUrl: 'https://broker.nordic.example/token',
      apiBaseUrl: 'https://api.nordic.example/',
      inboxLink: 'https://inbox.nordic.example/t/{id}',
      linkPatterns: ['https://crm.nordic.example/case/{id}'],
    },
  ],
};
type ManagedArea = {
  clear(): Promise<void>;
  set(v: object): Promise<void>;
  get(keys: null): Promise<Record<string, unknown>>;
};
const managedArea = () => (fakeBrowser.storage as unknown as { managed: ManagedArea }).managed;
/** The administrator pushes a policy; the worker mirrors it for the pages. */
const managed = async (value: Record<string, unknown>) => {
  await managedArea().clear();
  await managedArea().set(value);
  await mirrorManagedSetup();
};

beforeEach(() => {
  fakeBrowser.reset();
});

describe('reading the policy', () => {
  it('turns each complete entry into a locked workspace with a safe id', () => {
    const setup = parseManagedSetup({
      workspaces: [
        ...policy.workspaces,
        { id: 'bad:id.x', brokerUrl: 'https://b.example/token', apiBaseUrl: 'https://a.example' },
        { id: 'plain-http', brokerUrl: 'http://b.example/token', apiBaseUrl: 'https://a.example' },
        { id: 'no-api', brokerUrl: 'https://b.example/token' },
        'nonsense',
      ],
    });
    expect(setup.allowAgentWorkspaces).toBe(true);
    expect(setup.workspaces.map((w) => w.id)).toEqual(['managed-nordic', 'managed-badidx']);
    expect(setup.workspaces[0]).toMatchObject({
      name: 'Nordic support',
      apiBaseUrl: 'https://api.nordic.example',
      inboxLink: 'https://inbox.nordic.example/t/{id}',
      managed: true,
    });
  });

  it('no policy at all changes nothing', async () => {
    await setUpWorkspace();
    expect(await readSettings()).toEqual(sampleSettings());
  });

  it('managed workspaces come first; the agent keeps their own unless policy forbids it', async () => {
    await setUpWorkspace();
    await managed(policy);
    expect((await readSettings()).workspaces.map((w) => w.id)).toEqual(['managed-nordic', 'default']);
    await managed({ ...policy, allowAgentWorkspaces: false });
    const settings = await readSettings();
    expect(settings.workspaces.map((w) => w.id)).toEqual(['managed-nordic']);
    // The stale own active id falls back to the managed workspace.
    expect((await readActiveWorkspace()).workspace.id).toBe('managed-nordic');
  });

  it('an own workspace never set up does not show beside managed ones', async () => {
    await setUpWorkspace({ ...sampleSettings(), workspaces: [emptyWorkspace()] });
    await managed(policy);
    expect((await readSettings()).workspaces.map((w) => w.id)).toEqual(['managed-nordic']);
  });
});

describe("the worker's copy of the policy", () => {
  it('pages read the copy and never wait for storage.managed, which can take seconds', async () => {
    await setUpWorkspace();
    await managed(policy);
    const get = vi.spyOn(managedArea(), 'get').mockImplementation(() => new Promise(() => {}));
    expect((await readSettings()).workspaces.map((w) => w.id)).toEqual(['managed-nordic', 'default']);
    expect(get).not.toHaveBeenCalled();
  });

  it('follows a changed or withdrawn policy, and a browser without one', async () => {
    await managed(policy);
    expect((await readSettingsState()).policy.workspaces).toHaveLength(1);
    await managed({});
    expect((await readSettingsState()).policy).toEqual({
      workspaces: [],
      allowAgentWorkspaces: true,
      allowLanguageHelp: true,
    });
    await managed(policy);
    vi.spyOn(managedArea(), 'get').mockRejectedValue(new Error('Managed storage manifest not found'));
    await mirrorManagedSetup();
    expect((await readSettingsState()).policy.workspaces).toEqual([]);
  });
});

describe('Options with a managed setup', () => {
  const root = useRenderRoot();
  async function mount() {
    const store = memorySettingsStore(sampleSettings());
    const permissions = {
      request: vi.fn(async () => true),
      remove: vi.fn(async () => true),
      contains: vi.fn(async () => false),
      getAll: vi.fn(async () => ({ origins: [] })),
    };
    render(<Options client={fakeClient({}).client} env={{ store, permissions }} />, root());
    await optionsDrawn(root);
    return root().querySelector('section[aria-labelledby="workspaces-heading"]') as HTMLElement;
  }
  const buttons = (section: HTMLElement) =>
    [...section.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);

  it('shows managed workspaces locked, with a note, and still lets the agent add their own', async () => {
    await managed(policy);
    const section = await mount();
    const row = section.querySelector('li.managed') as HTMLElement;
    expect(row.textContent).toContain('Nordic support');
    expect(row.textContent).toContain('Set by your organisation');
    expect(row.textContent).toContain('cannot be changed or removed here');
    // Neither Edit nor Remove: only the host-access grant the agent must give.
    expect(buttons(row)).toEqual(['Allow access for Nordic support']);
    expect(buttons(section)).toContain('Add workspace');
  });

  it('says so, and offers no Add workspace, when policy forbids own workspaces', async () => {
    await managed({ ...policy, allowAgentWorkspaces: false });
    const section = await mount();
    expect(buttons(section)).not.toContain('Add workspace');
    expect(section.textContent).toContain(
      'Your organisation manages the workspaces: you cannot add your own.',
    );
  });
  it('locks on-device language help off, set by the organisation, when policy turns it off', async () => {
    const checkbox = () =>
      root().querySelector<HTMLInputElement>('#language-help input[type="checkbox"]') as HTMLInputElement;
    await mount();
    await eventually(() => expect(checkbox()).not.toBeNull());
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(false);
    expect(checkbox().closest('label')?.textContent).not.toContain('Set by your organisation');
    await managed({ ...policy, allowLanguageHelp: false });
    await eventually(() => expect(checkbox().disabled).toBe(true));
    expect(checkbox().checked).toBe(false);
    expect(checkbox().closest('label')?.textContent).toBe(
      'Offer translation and summaries made on this device · Set by your organisation',
    );
  });
});

describe('the watch and the badge cover the managed workspaces', () => {
  it("counts a managed workspace's watched ticket with new activity, as the poller polls it", async () => {
    await setUpWorkspace(sampleSettings());
    await managed(policy);
    const nordic = (await readSettings()).workspaces.find((w) => w.id === 'managed-nordic');
    const scope = scopeOf(nordic as Workspace) as string;
    await watchedStorage.set(scope, [{ id: 7, at: 1 }]);
    await lastSeenStorage.set(scope, { 7: '2026-11-03T10:00:00.000+00:00' });
    await ticketCache.set(scope, 7, {
      ticket: sampleTicket({ id: 7, lastThreadElementCreationTime: '2026-11-03T12:00:00.000+00:00' }),
      fetchedAt: 1,
    });
    expect((await renderBadge()).text).toBe('1');
    const context = fakeWorkerContext({ api: { getTicket: async (id: number) => sampleTicket({ id }) } });
    await pollWatched(context);
    expect(context.apiCalls).toContain('managed-nordic');
  });
});
