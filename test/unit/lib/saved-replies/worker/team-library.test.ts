import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { toRepliesFile } from '@/lib/records/replies-file-format';
import { getTeamLibrary, TEAM_LIBRARY_MAX_AGE_MS } from '@/lib/saved-replies/worker/team-library';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { signedOutStorageOf, teamLibraryStorage } from '@/lib/storage/items';
import { sendJson, startStub } from '@/test/support/http-stub';
import { SCOPE, sampleSettings, savedReply } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

// The team library: GET {broker origin}/saved-replies with the token call's credentials.

type Stub = Awaited<ReturnType<typeof startStub>>;
let broker: Stub;
let answer: [number, unknown];
let clock = 1_000_000;
const now = () => clock;

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, { permissions: { contains: vi.fn(async () => true) } });
  answer = [200, toRepliesFile([savedReply()])];
  broker = await startStub((_, response) => sendJson(response, answer[0], answer[1]));
  await setUpWorkspace(sampleSettings({}, { brokerUrl: `${broker.url}/token` }));
});
afterEach(() => broker.close());

describe('the team library from the broker', () => {
  it('asks the broker origin with the extension header, and keeps the answer', async () => {
    const library = await getTeamLibrary(fakeWorkerContext(), now);
    expect(library.replies.map((r) => [r.id, r.name, r.outcome])).toEqual([
      ['team:Refund done', 'Refund done', 'complete'],
    ]);
    expect(library.error).toBeUndefined();
    const [request] = broker.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/saved-replies');
    expect(request?.headers['x-sidedesk']).toBe('1');
    expect((await teamLibraryStorage.get(SCOPE))?.fetchedAt).toBe(clock);
  });

  it('asks at most every 10 minutes', async () => {
    await getTeamLibrary(fakeWorkerContext(), now);
    clock += TEAM_LIBRARY_MAX_AGE_MS - 1;
    await getTeamLibrary(fakeWorkerContext(), now);
    expect(broker.requests).toHaveLength(1);
    clock += 1;
    await getTeamLibrary(fakeWorkerContext(), now);
    expect(broker.requests).toHaveLength(2);
  });

  it('asks again at once after "sign in": the agent may have signed in since', async () => {
    answer = [401, { error: 'sign_in_required', signInUrl: `${broker.url}/sign-in` }];
    expect((await getTeamLibrary(fakeWorkerContext(), now)).error).toMatchObject({
      code: 'sign-in-required',
    });
    answer = [200, toRepliesFile([savedReply()])];
    const library = await getTeamLibrary(fakeWorkerContext(), now); // same clock: no wait
    expect(library.error).toBeUndefined();
    expect(library.replies).toHaveLength(1);
    expect(broker.requests).toHaveLength(2);
  });

  it('asks the broker nothing while the workspace is signed out, until Sign in ends that', async () => {
    await signedOutStorageOf(DEFAULT_WORKSPACE_ID).setValue({ at: clock, why: 'signed-out' });
    for (let i = 0; i < 3; i++) {
      clock += TEAM_LIBRARY_MAX_AGE_MS;
      const library = await getTeamLibrary(fakeWorkerContext(), now);
      expect(library).toEqual({
        replies: [],
        fetchedAt: null,
        error: { code: 'sign-in-required', reason: 'error.sign-in-required.after-sign-out' },
      });
    }
    expect(broker.requests).toHaveLength(0);
    expect(await teamLibraryStorage.get(SCOPE)).toBeNull();

    await signedOutStorageOf(DEFAULT_WORKSPACE_ID).setValue(null); // Sign in: the worker obtained a token
    expect((await getTeamLibrary(fakeWorkerContext(), now)).replies).toHaveLength(1);
    expect(broker.requests).toHaveLength(1);
  });

  it('takes 404 as "no library"', async () => {
    answer = [404, { error: 'not_found' }];
    expect(await getTeamLibrary(fakeWorkerContext(), now)).toEqual({ replies: [], fetchedAt: clock });
  });

  it('keeps the last library for offline use, and says why it is old', async () => {
    const first = clock;
    await getTeamLibrary(fakeWorkerContext(), now);
    await broker.close();
    clock += TEAM_LIBRARY_MAX_AGE_MS;
    const offline = await getTeamLibrary(fakeWorkerContext(), now);
    expect(offline.replies).toHaveLength(1);
    expect(offline.fetchedAt).toBe(first);
    expect(offline.error?.code).toBe('broker-unreachable');
  });

  it('refuses a bad file and keeps the last good one', async () => {
    await getTeamLibrary(fakeWorkerContext(), now);
    answer = [200, { format: 'something-else' }];
    clock += TEAM_LIBRARY_MAX_AGE_MS;
    const result = await getTeamLibrary(fakeWorkerContext(), now);
    expect(result.replies).toHaveLength(1);
    expect(result.error).toMatchObject({
      code: 'invalid-response',
      reason: 'error.invalid-response.team-library',
    });
  });
});
