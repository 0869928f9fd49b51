import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createWorkerContext } from '@/lib/worker/context';
import { setUpWorkspace } from '@/test/support/worker';

// The worker asks the browser for host access to the API once, not on every request; an access
// the agent withdraws is asked about again, and its refusal is said.

let withdrawn: () => void = () => undefined;
const contains = vi.fn(async () => true);

beforeEach(async () => {
  fakeBrowser.reset();
  contains.mockResolvedValue(true);
  contains.mockClear();
  Object.assign(fakeBrowser, {
    permissions: {
      contains,
      onRemoved: {
        addListener: (listener: () => void) => {
          withdrawn = listener;
        },
      },
    },
  });
  await setUpWorkspace();
});

it('asks for API access once while it stays granted, and again once the agent withdraws it', async () => {
  const context = createWorkerContext();
  await context.api();
  await context.api();
  expect(contains).toHaveBeenCalledTimes(1);
  withdrawn();
  contains.mockResolvedValue(false);
  await expect(context.api()).rejects.toMatchObject({ code: 'permission-needed' });
});
