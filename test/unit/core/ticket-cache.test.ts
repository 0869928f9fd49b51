import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recentStorage, ticketCacheStorage } from '../../../lib/storage';
import { updateItem } from '../../../lib/storage-update';
import { cacheTicket } from '../../../lib/tickets/ticket-service';
import { sampleTicket } from '../../support/samples';

beforeEach(() => fakeBrowser.reset());

describe('ticket cache', () => {
  it('keeps every ticket when many are cached at once', async () => {
    await Promise.all(Array.from({ length: 25 }, (_, i) => cacheTicket(sampleTicket({ id: 100 + i }))));
    expect(Object.keys(await ticketCacheStorage.getValue())).toHaveLength(25);
  });

  it('drops the least recently fetched tickets beyond its cap', async () => {
    for (let i = 0; i < 305; i++) await cacheTicket(sampleTicket({ id: 1000 + i }));
    const cache = await ticketCacheStorage.getValue();
    expect(Object.keys(cache)).toHaveLength(300);
    expect(cache[1304]).toBeDefined();
  });
});

describe('updateItem', () => {
  it('coalesces concurrent changes into few writes and loses none', async () => {
    let writes = 0;
    const unwatch = recentStorage.watch(() => writes++);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        updateItem(recentStorage, (list) => [...list, { id: i + 1, at: i }]),
      ),
    );
    unwatch();
    expect((await recentStorage.getValue()).map((e) => e.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(writes).toBeLessThanOrEqual(2);
  });
});
