import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { testConnection } from '@/lib/account/worker/connection';
import { describeMessage, t } from '@/lib/i18n/format';
import type { ConnectionStep } from '@/lib/messaging/protocol';
import { settingsStorage } from '@/lib/settings/items';
import { describeProblem } from '@/lib/ui/describe-problem';
import { createWorkerContext } from '@/lib/worker/context';
import { sendJson, startStub } from '@/test/support/http-stub';
import { envelope, sampleCategory, sampleSettings, sampleTicket } from '@/test/support/samples';

type Stub = Awaited<ReturnType<typeof startStub>>;
const agent = { email: 'agent@sidedesk.test', name: 'Alex Agent' };
const goodToken = { access_token: 'token-1', token_type: 'bearer', expires_in: 3600, agent };
let broker: Stub;
let api: Stub;
let brokerAnswer: [number, unknown];
let apiAnswer: [number, unknown];
const granted = vi.fn(async () => true);

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, { permissions: { contains: granted } });
  granted.mockResolvedValue(true);
  brokerAnswer = [200, goodToken];
  apiAnswer = [200, envelope([sampleCategory(1, 'Root')])];
  broker = await startStub((req, res) =>
    req.method === 'HEAD' ? sendJson(res, 405, '') : sendJson(res, ...brokerAnswer),
  );
  api = await startStub((_req, res) => sendJson(res, ...apiAnswer));
  await settingsStorage.setValue(
    sampleSettings({}, { brokerUrl: `${broker.url}/token`, apiBaseUrl: api.url }),
  );
});
afterEach(async () => {
  await broker.close();
  await api.close();
});

const run = async () => (await testConnection(createWorkerContext())).steps;
const describeStep = (step: ConnectionStep) => t(step.key, step.params);
const summary = (steps: { name: string; ok: boolean }[]) =>
  steps.map((s) => `${s.name}:${s.ok ? 'ok' : 'failed'}`);

describe('Test connection', () => {
  it('passes all four steps on a working setup, each with what it found', async () => {
    const steps = await run();
    expect(summary(steps)).toEqual(['broker:ok', 'signed-in:ok', 'token:ok', 'api:ok']);
    expect(steps.map(({ key, params }) => ({ key, params }))).toEqual([
      { key: 'step.broker.ok', params: { origin: broker.url } },
      { key: 'step.signed-in.as', params: { name: 'Alex Agent', email: 'agent@sidedesk.test' } },
      { key: 'step.token.minutes', params: { count: expect.any(Number) } },
      { key: 'step.api.ok', params: { origin: api.url, count: 1 } },
    ]);
    expect(steps.map(describeStep)[3]).toBe(
      `The Ticket API at ${api.url} accepted the token and listed 1 top-level category.`,
    );
  });

  it('stops at "broker reachable" when nothing answers at the broker URL', async () => {
    await settingsStorage.setValue(
      sampleSettings({}, { brokerUrl: 'http://127.0.0.1:1/token', apiBaseUrl: api.url }),
    );
    const steps = await run();
    expect(summary(steps)).toEqual(['broker:failed']);
    expect(steps[0]?.params?.reason).toMatchObject({
      code: 'broker-unreachable',
      reason: 'error.broker-unreachable.nothing-at',
      params: { url: 'http://127.0.0.1:1/token' },
    });
  });

  it('says so when host access was never granted', async () => {
    granted.mockResolvedValue(false);
    const steps = await run();
    expect(summary(steps)).toEqual(['broker:failed']);
    expect(steps[0]?.params?.reason).toMatchObject({
      code: 'permission-needed',
      reason: 'error.permission-needed.broker',
    });
  });

  it('fails "signed in" when the broker wants a sign-in', async () => {
    brokerAnswer = [401, { error: 'sign_in_required', signInUrl: `${broker.url}/sign-in` }];
    const steps = await run();
    expect(summary(steps)).toEqual(['broker:ok', 'signed-in:failed']);
    expect(steps[1]?.key).toBe('step.signed-in.no');
  });

  it('fails "token received" when the broker answers with something that is not a usable token', async () => {
    brokerAnswer = [200, { ...goodToken, refresh_token: 'must-not-leave-the-server' }];
    expect(summary(await run())).toEqual(['broker:ok', 'signed-in:ok', 'token:failed']);
  });

  it('fails "one API call" when the API refuses', async () => {
    apiAnswer = [404, { data: null, errorCode: 404, errorText: 'No such route' }];
    const steps = await run();
    expect(summary(steps)).toEqual(['broker:ok', 'signed-in:ok', 'token:ok', 'api:failed']);
    expect(steps[3]?.params?.reason).toMatchObject({ code: 'not-found', params: { said: 'No such route' } });
    expect(describeStep(steps[3] as ConnectionStep)).toMatch(/The service said: "No such route"/);
  });

  it('names the display fields the service last sent unusable, after a ticket was read', async () => {
    const context = createWorkerContext();
    apiAnswer = [200, envelope({ ...sampleTicket(), title: null, author: 7 })];
    const ticket = await (await context.api()).getTicket(4478963);
    expect(ticket).toMatchObject({ id: 4478963, title: undefined, author: undefined });
    apiAnswer = [200, envelope([sampleCategory(1, 'Root')])];
    const api = (await testConnection(context)).steps[3];
    expect(api?.ok).toBe(true);
    const notes = (api?.notes ?? []).map((problem) => describeMessage(describeProblem(problem)));
    expect(notes).toContain('Ticket 4478963: field `title` was null; shown as unknown.');
    expect(notes).toContain('Ticket 4478963: field `author` was a number; shown as unknown.');
  });
});
