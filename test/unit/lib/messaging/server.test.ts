import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import { createProtocolClient } from '@/lib/messaging/client';
import { type Handlers, serve } from '@/lib/messaging/server';
import { sampleTicket } from '@/test/support/samples';

const origin = () => browser.runtime.getURL('/').replace(/\/$/, '');
const page = (path = '/popup.html') => ({
  id: browser.runtime.id,
  url: `${origin()}${path}`,
  origin: origin(),
  frameId: 0,
});

function handlers(): Handlers {
  const fail = () => {
    throw new Error('not used in this test');
  };
  return {
    getStatus: vi.fn(async () => ({ state: 'signed-in' as const })),
    signIn: fail,
    signOut: fail,
    testConnection: fail,
    getTicket: vi.fn(async ({ ticketId }) => {
      if (ticketId === 404) throw new SidedeskError('not-found', { params: { status: 404 } });
      return { ticket: sampleTicket({ id: ticketId }), fetchedAt: 1 };
    }),
    getCategories: fail,
    listFaqInstances: fail,
  } as unknown as Handlers;
}

beforeEach(() => fakeBrowser.reset());

describe('protocol', () => {
  it('serves a known operation from an extension page', async () => {
    const h = handlers();
    const response = await serve(h, { op: 'getTicket', ticketId: 7 }, page());
    expect(response).toMatchObject({ ok: true, result: { ticket: { id: 7 } } });
  });

  it.each([
    ['another extension', { ...page(), id: 'someone-else' }],
    [
      'a content script on a web page',
      { id: browser.runtime.id, url: 'https://evil.example/', origin: 'https://evil.example', frameId: 0 },
    ],
    ['an extension page inside a frame', { ...page(), frameId: 3 }],
    ['a sender with no URL', { id: browser.runtime.id }],
  ])('refuses a message from %s', async (_name, sender) => {
    const h = handlers();
    const response = await serve(h, { op: 'getTicket', ticketId: 7 }, sender);
    expect(response).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    expect(h.getTicket).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown operation', { op: 'deleteEverything' }],
    ['an operation named after an object property', { op: 'constructor' }],
    ['no message at all', null],
    ['a URL smuggled into a known operation', { op: 'getTicket', ticketId: 7, url: 'https://evil.example' }],
    ['a malformed ticket id', { op: 'getTicket', ticketId: '7; drop' }],
    ['something that is not an object', 'getTicket'],
  ])('refuses %s', async (_name, message) => {
    const h = handlers();
    expect(await serve(h, message, page())).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    expect(h.getTicket).not.toHaveBeenCalled();
  });

  it('carries errors across as {code, params} that the client rethrows', async () => {
    const h = handlers();
    const client = createProtocolClient((request) => serve(h, request, page('/sidepanel.html')));
    await expect(client.call({ op: 'getTicket', ticketId: 404 })).rejects.toMatchObject({
      code: 'not-found',
      params: { status: 404 },
    });
    expect((await client.call({ op: 'getTicket', ticketId: 9 })).ticket.id).toBe(9);
  });

  it('hides unexpected exceptions behind a sentence', async () => {
    const h = { ...handlers(), getStatus: () => Promise.reject(new TypeError('x is undefined')) } as Handlers;
    const response = await serve(h, { op: 'getStatus' }, page());
    expect(response).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(response)).not.toContain('x is undefined');
  });

  it('tells the page when the worker does not answer', async () => {
    const client = createProtocolClient(async () => undefined);
    await expect(client.call({ op: 'getStatus' })).rejects.toMatchObject({ code: 'internal' });
  });
});
