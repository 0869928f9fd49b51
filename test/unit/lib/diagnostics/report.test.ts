import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import { expected, report, setProblemSink } from '@/lib/diagnostics/report';
import { problemsStorage } from '@/lib/storage/items';
import { supportJson } from '@/lib/support/support-json';
import { diagnostics } from '@/lib/support/worker/diagnostics';
import { keptProblems, MAX_PROBLEMS, recordProblem } from '@/lib/support/worker/problems';

// What support reads says where and what failed, and nothing of the agent or the customer: the
// reporter keeps the case and a redacted message, never a token, an e-mail, ticket text or a
// URL's query, neither in storage nor in what Copy for support puts on the clipboard.

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZ2VudC0xNyJ9.c2lnbmF0dXJlLXNlY3JldA';
const OPAQUE_TOKEN = 'sk_live_9f8e7d6c5b4a39281706f5e4';
const EMAIL = 'maria.lindqvist@customer.example';
const TICKET_TEXT = 'My order 4417 never arrived and I want a refund';
const QUERY = 'access_token=s3cr3t&search=refund+maria';
const SECRETS = [TOKEN, OPAQUE_TOKEN, EMAIL, TICKET_TEXT, 's3cr3t', 'maria', 'refund', 'Bearer abc'];

/** Errors as the code meets them, each carrying something support must never read. */
function leakyErrors(): unknown[] {
  const fetchFailed = new TypeError(`Failed to fetch https://api.example.com/v1/tickets/12?${QUERY}`);
  const withCause = new Error('Draft not saved', { cause: { message: TICKET_TEXT, email: EMAIL } });
  Object.assign(withCause, { ticket: { subject: TICKET_TEXT }, token: TOKEN });
  return [
    fetchFailed,
    new Error(`401 for Bearer ${OPAQUE_TOKEN} (agent ${EMAIL})`),
    new SyntaxError(`Unexpected token 'M', "${TICKET_TEXT}" is not valid JSON`),
    withCause,
    new SidedeskError('api-error', {
      reason: 'error.api-error',
      params: { said: `${TICKET_TEXT} ${EMAIL}` },
    }),
    `token ${TOKEN} for ${EMAIL}`,
    {
      code: 'network',
      reason: 'error.network',
      params: { said: TICKET_TEXT },
      signInUrl: `https://b.example/?${QUERY}`,
    },
  ];
}

describe('the reporter', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    setProblemSink(recordProblem); // as the worker wires it
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
      manifest_version: 3,
      name: 'Sidedesk',
      version: '1.2.3',
    });
  });
  afterEach(() => {
    setProblemSink(null);
    vi.restoreAllMocks();
  });

  it('keeps where and what failed, and nothing of the agent or the customer, in storage and the copy', async () => {
    for (const [index, error] of leakyErrors().entries()) report(error, `area-${index}`);
    await expect.poll(async () => (await keptProblems()).length).toBe(leakyErrors().length);

    const stored = JSON.stringify(await fakeBrowser.storage.session.get(null));
    const copied = supportJson(await diagnostics());
    for (const text of [stored, copied])
      for (const secret of SECRETS) expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());

    const problems = await keptProblems();
    // What support can still act on: the area, the kind of failure, the case, the origin and path.
    expect(problems[0]).toMatchObject({ area: 'area-0', code: 'TypeError' });
    expect(problems[0]?.reason).toContain('https://api.example.com/v1/tickets/12');
    expect(problems[1]?.reason).toContain('[token]');
    expect(problems[1]?.reason).toContain('[e-mail]');
    expect(problems[2]?.reason).toContain('is not valid JSON');
    expect(problems[4]).toMatchObject({ code: 'api-error', reason: 'error.api-error' });
    expect(JSON.parse(copied).problems[6]).toMatchObject({
      area: 'area-6',
      code: 'network',
      reason: 'error.network',
    });
  });

  it('keeps the last 100 problems, oldest dropped first', async () => {
    for (let i = 0; i < MAX_PROBLEMS + 5; i++) await recordProblem({ at: i, area: `a${i}`, code: 'x' });
    const kept = await problemsStorage.getValue();
    expect(kept).toHaveLength(MAX_PROBLEMS);
    expect(kept[0]?.area).toBe('a5');
    expect(kept.at(-1)?.area).toBe(`a${MAX_PROBLEMS + 4}`);
  });

  it('hands what was reported before the sink was named over once it is', async () => {
    setProblemSink(null);
    report(new Error('early'), 'start');
    expect(await keptProblems()).toEqual([]);
    setProblemSink(recordProblem);
    await expect.poll(async () => (await keptProblems()).map((p) => p.area)).toEqual(['start']);
  });

  it('names an expected case without a report, and reports an error that is not that case', async () => {
    expect(expected('page-gone')(new Error('Could not establish connection'))).toBeUndefined();
    expect(expected('no-session', null)(new SidedeskError('not-configured'))).toBeNull();
    expect(expected('no-session', null)(new SidedeskError('network'))).toBeNull();
    await expect
      .poll(async () => (await keptProblems()).map((p) => [p.area, p.code]))
      .toEqual([['not-no-session', 'network']]);
  });
});
