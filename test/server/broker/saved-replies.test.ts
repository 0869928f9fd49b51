import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRepliesJson } from '@/lib/saved-replies/replies-file';
import { brokerOptionsFromEnv } from '@/server/broker/env';
import { tempDir } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';

// GET /saved-replies: the team library, with the token call's credentials, CORS and header.

const library = {
  format: 'sidedesk.saved-replies',
  version: 1,
  replies: [{ name: 'Team welcome', shortcut: 'welcome', text: 'Hi {{customer.firstName}}', outcome: null }],
};

const get = (stack: Stack, headers: Record<string, string | null> = {}, method = 'GET') => {
  const all: Record<string, string | null> = { Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1', ...headers };
  return stack.call('/saved-replies', {
    method,
    headers: Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null)),
  });
};

describe('broker GET /saved-replies', () => {
  let stack: Stack;
  let bare: Stack;
  let cookie: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir();
    const file = join(dir.path, 'saved-replies.json');
    await writeFile(file, JSON.stringify(library));
    stack = await startStack({ broker: { savedRepliesFile: file } });
    bare = await startStack();
    cookie = (await stack.signIn()).cookie ?? '';
  });
  afterAll(async () => {
    await stack.close();
    await bare.close();
    await dir.remove();
  });

  it('serves the file to a signed-in agent of an allowed origin, in the extension’s format', async () => {
    const result = await get(stack, { Cookie: cookie });
    expect(result.status).toBe(200);
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect(result.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    expect(parseRepliesJson(result.json)).toEqual([
      { ...library.replies[0], isHtml: false, attachments: [] },
    ]);
  });

  it('answers 404 when the broker serves no library', async () => {
    const signedIn = (await bare.signIn()).cookie ?? '';
    expect((await get(bare, { Cookie: signedIn })).status).toBe(404);
  });

  it('asks a signed-out agent to sign in', async () => {
    const result = await get(stack);
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ error: 'sign_in_required', signInUrl: `${stack.url}/sign-in` });
  });

  it('refuses other origins and requests without the header, with no CORS grant', async () => {
    const web = await get(stack, { Cookie: cookie, Origin: 'https://evil.example.com' });
    expect(web.status).toBe(403);
    expect(web.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const noHeader = await get(stack, { Cookie: cookie, 'X-Sidedesk': null });
    expect(noHeader.status).toBe(403);
  });

  it('serves the extension’s GET without Origin (Chrome sends none) only with the header, granting no CORS', async () => {
    const bare = await get(stack, { Cookie: cookie, Origin: null });
    expect(bare.status).toBe(200);
    expect(bare.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await get(stack, { Cookie: cookie, Origin: null, 'X-Sidedesk': null })).status).toBe(403);
  });

  it('answers the preflight for GET', async () => {
    const result = await get(
      stack,
      { 'X-Sidedesk': null, 'Access-Control-Request-Method': 'GET' },
      'OPTIONS',
    );
    expect(result.status).toBe(204);
    expect(result.headers.get('Access-Control-Allow-Methods')).toBe('GET');
  });

  it('is configured by BROKER_SAVED_REPLIES', () => {
    const env = {
      BROKER_UPSTREAM_TOKEN_URL: 'http://127.0.0.1:8787/token',
      BROKER_CLIENT_ID: 'c',
      BROKER_REFRESH_TOKEN: 'r',
      BROKER_SAVED_REPLIES: '/srv/team/saved-replies.json',
    };
    expect(brokerOptionsFromEnv(env).savedRepliesFile).toBe('/srv/team/saved-replies.json');
  });
});
