import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerOptionsFromEnv } from '@/server/broker/env';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';

// GET /config: what the team sets for every agent (the inbox link), with the token call's
// credentials, CORS and header.

const LINK = 'https://inbox.example.com/acme/tickets?ticketId={id}';

const get = (stack: Stack, headers: Record<string, string | null> = {}) => {
  const all: Record<string, string | null> = { Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1', ...headers };
  return stack.call('/config', {
    method: 'GET',
    headers: Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null)),
  });
};

describe('broker GET /config', () => {
  let stack: Stack;
  let bare: Stack;
  let cookie: string;
  beforeAll(async () => {
    stack = await startStack({ broker: { inboxLink: LINK } });
    bare = await startStack();
    cookie = (await stack.signIn()).cookie ?? '';
  });
  afterAll(async () => {
    await stack.close();
    await bare.close();
  });

  it('gives a signed-in agent the team’s inbox link, with CORS for the extension', async () => {
    const result = await get(stack, { Cookie: cookie });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ inboxLink: LINK });
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect(result.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('answers an empty config when the broker sets no inbox link', async () => {
    const signedIn = (await bare.signIn()).cookie ?? '';
    const result = await get(bare, { Cookie: signedIn });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({});
  });

  it('asks a signed-out agent to sign in, and refuses web pages', async () => {
    expect((await get(stack)).status).toBe(401);
    const web = await get(stack, { Cookie: cookie, Origin: 'https://evil.example.com' });
    expect(web.status).toBe(403);
    expect(web.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('reads BROKER_INBOX_LINK: an https template with {id}, anything else refused at start', () => {
    const base = {
      BROKER_UPSTREAM_TOKEN_URL: 'https://auth.example.com/token',
      BROKER_CLIENT_ID: 'client',
      BROKER_REFRESH_TOKEN: 'refresh',
    };
    expect(brokerOptionsFromEnv({ ...base, BROKER_INBOX_LINK: LINK }).inboxLink).toBe(LINK);
    expect(() => brokerOptionsFromEnv({ ...base, BROKER_INBOX_LINK: 'https://inbox.example.com/' })).toThrow(
      /\{id\}/,
    );
    expect(() =>
      brokerOptionsFromEnv({ ...base, BROKER_INBOX_LINK: 'http://inbox.example.com/{id}' }),
    ).toThrow(/BROKER_INBOX_LINK/);
  });
});
