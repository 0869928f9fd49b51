// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { learntInboxLinkStorage } from '@/lib/storage/read';
import { LearntInboxLink } from '@/lib/tickets/LearntInboxLink';
import { useRenderRoot } from '@/test/support/render-root';
import { settle } from '@/test/support/worker';

const SCOPE = 'default.example';
const key = learntInboxLinkStorage.key(SCOPE);
const root = useRenderRoot();

beforeEach(() => fakeBrowser.reset());

it('offers the link learnt while its first read was slow, not the older one that read found', async () => {
  await browser.storage.local.set({ [key]: 'https://old.example/t/{id}' });
  // The first read answers late, with what was stored when it was asked.
  let answer: () => void = () => undefined;
  const get = browser.storage.local.get.bind(browser.storage.local);
  vi.spyOn(browser.storage.local, 'get').mockImplementationOnce(async (keys) => {
    const old = await get(keys as string[]);
    await new Promise<void>((resolve) => {
      answer = resolve;
    });
    return old;
  });
  await act(() => render(<LearntInboxLink scope={SCOPE} onUse={() => undefined} />, root()));
  await browser.storage.local.set({ [key]: 'https://new.example/t/{id}' });
  await act(settle);
  answer();
  await act(settle);
  expect(root().textContent).toContain('https://new.example/t/{id}');
  expect(root().textContent).not.toContain('old.example');
});
