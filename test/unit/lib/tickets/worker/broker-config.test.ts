import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Problem } from '@/lib/diagnostics/problem';
import { setProblemSink } from '@/lib/diagnostics/report';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { brokerConfigStorage, signedOutStorageOf } from '@/lib/storage/items';
import { getBrokerConfig } from '@/lib/tickets/worker/broker-config';
import { sendJson, startStub } from '@/test/support/http-stub';
import { SCOPE, sampleSettings } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

// The team's inbox link: GET {broker origin}/config with the token call's credentials.

const LINK = 'https://inbox.example.com/acme/tickets?ticketId={id}';
type Stub = Awaited<ReturnType<typeof startStub>>;
let broker: Stub;
let answer: [number, unknown];
let clock = 1_000_000;
const now = () => clock;
let problems: Problem[];

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, { permissions: { contains: vi.fn(async () => true) } });
  problems = [];
  setProblemSink((problem) => void problems.push(problem));
  answer = [200, { inboxLink: LINK, somethingNewer: { a: 1 } }];
  broker = await startStub((_, response) => sendJson(response, answer[0], answer[1]));
  await setUpWorkspace(sampleSettings({}, { brokerUrl: `${broker.url}/token` }));
});
afterEach(async () => {
  setProblemSink(null);
  await broker.close();
});

describe('the team’s inbox link from the broker', () => {
  it('reads the link from /config with the extension header, ignoring fields it does not know', async () => {
    expect(await getBrokerConfig(fakeWorkerContext(), now)).toEqual({ inboxLink: LINK });
    expect(broker.requests[0]?.path).toBe('/config');
    expect(broker.requests[0]?.headers['x-sidedesk']).toBe('1');
    expect((await brokerConfigStorage.get(SCOPE))?.inboxLink).toBe(LINK);
    expect(problems).toEqual([]);
  });

  it('asks at most every 10 minutes', async () => {
    await getBrokerConfig(fakeWorkerContext(), now);
    clock += 10 * 60_000 - 1;
    await getBrokerConfig(fakeWorkerContext(), now);
    expect(broker.requests).toHaveLength(1);
    clock += 1;
    await getBrokerConfig(fakeWorkerContext(), now);
    expect(broker.requests).toHaveLength(2);
  });

  it('a link that is not an https template with {id} is no link', async () => {
    answer = [200, { inboxLink: 'http://inbox.example.com/tickets' }];
    expect(await getBrokerConfig(fakeWorkerContext(), now)).toEqual({ inboxLink: null });
  });

  it('a broker without /config (404) has no link, and that is no problem', async () => {
    answer = [404, { error: 'not_found' }];
    expect(await getBrokerConfig(fakeWorkerContext(), now)).toEqual({ inboxLink: null });
    expect(problems).toEqual([]);
  });

  it('a malformed answer is reported, and the link kept from before stays', async () => {
    await getBrokerConfig(fakeWorkerContext(), now);
    clock += 10 * 60_000;
    answer = [200, { inboxLink: 42 }];
    expect(await getBrokerConfig(fakeWorkerContext(), now)).toEqual({ inboxLink: LINK });
    expect(problems.map((problem) => problem.area)).toEqual(['broker-config']);
  });

  it('asks nothing while the workspace is signed out', async () => {
    await signedOutStorageOf(DEFAULT_WORKSPACE_ID).setValue({ at: clock, why: 'signed-out' });
    expect(await getBrokerConfig(fakeWorkerContext(), now)).toEqual({ inboxLink: null });
    expect(broker.requests).toHaveLength(0);
  });
});
