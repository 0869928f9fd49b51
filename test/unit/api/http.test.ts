import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchText, joinUrl } from '../../../lib/api/http';

afterEach(() => vi.unstubAllGlobals());

describe('fetchText', () => {
  it('sends `json` as a JSON body and answers an error status with its text, without throwing', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('{"errorCode":7}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await fetchText('https://api.example/tickets/1/replies', {
      method: 'POST',
      headers: { accept: 'application/json' },
      json: { message: 'Hello' },
    });
    expect(answer).toMatchObject({ status: 500, ok: false, text: '{"errorCode":7}' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"message":"Hello"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('fails when the body cannot be read, so a stalled body ends like a failed request', async () => {
    const stalled = new Response(new ReadableStream({ pull: () => Promise.reject(new Error('reset')) }));
    vi.stubGlobal('fetch', async () => stalled);
    await expect(fetchText('https://api.example/tickets/1')).rejects.toThrow('reset');
  });
});

describe('joinUrl', () => {
  it('puts the path under the base, with or without a trailing slash', () => {
    expect(joinUrl('https://api.example/v1', '/tickets/1')).toBe('https://api.example/v1/tickets/1');
    expect(joinUrl('https://api.example/v1/', '/tickets/1')).toBe('https://api.example/v1/tickets/1');
    expect(joinUrl('http://127.0.0.1:8787', '/categories')).toBe('http://127.0.0.1:8787/categories');
  });
});
