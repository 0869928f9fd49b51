import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearUserData } from '@/lib/account/worker/sign-out';
import { describeError } from '@/lib/i18n/format';
import { toRepliesFile } from '@/lib/records/replies-file-format';
import { exampleReplies } from '@/lib/saved-replies/examples';
import { savedRepliesStorage } from '@/lib/storage/items';
import { SCOPE, savedReply } from '@/test/support/samples';
import { inProcessClient, setUpWorkspace } from '@/test/support/worker';

// The worker owns the saved replies: pages change them only through the protocol.

const data = (name: string, shortcut = '') => ({
  name,
  shortcut,
  text: `Text of ${name}`,
  isHtml: false,
  outcome: null,
  attachments: [],
});

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

describe('saved replies in the worker', () => {
  it('has none on a first run, and keeps the examples the page showed with the first change', async () => {
    const { client } = inProcessClient();
    expect((await client.call({ op: 'listSavedReplies' })).replies).toBeNull();
    const seed = exampleReplies();
    const { replies } = await client.call({ op: 'saveSavedReply', reply: data('Mine', 'mine'), seed });
    expect(replies.map((r) => r.name)).toEqual([...seed.map((r) => r.name), 'Mine']);
    expect(new Set(replies.map((r) => r.id)).size).toBe(5);
    // Later seeds are ignored: the stored list wins.
    const again = await client.call({ op: 'saveSavedReply', reply: data('Other'), seed });
    expect(again.replies).toHaveLength(6);
  });

  it('stores the examples of a first run once, in the language that listed them first', async () => {
    const { client } = inProcessClient();
    const english = exampleReplies();
    const seeded = await client.call({ op: 'listSavedReplies', seed: english });
    expect(seeded.replies).toEqual(english);
    const norwegian = english.map((r) => ({ ...r, name: `${r.name} (nb)`, shortcut: `${r.shortcut}-nb` }));
    expect((await client.call({ op: 'listSavedReplies', seed: norwegian })).replies).toEqual(english);
    expect((await client.call({ op: 'listSavedReplies' })).replies).toEqual(english);
  });

  it('edits, moves and deletes by id', async () => {
    const { client } = inProcessClient();
    await client.call({ op: 'saveSavedReply', reply: data('A') });
    await client.call({ op: 'saveSavedReply', reply: data('B') });
    const { replies } = await client.call({ op: 'saveSavedReply', reply: data('C') });
    const [a, , c] = replies;
    const edited = await client.call({
      op: 'saveSavedReply',
      reply: { ...data('A2', 'a2'), id: a?.id ?? '' },
    });
    expect(edited.replies.map((r) => r.name)).toEqual(['A2', 'B', 'C']);
    const moved = await client.call({ op: 'moveSavedReply', id: c?.id ?? '', to: 0 });
    expect(moved.replies.map((r) => r.name)).toEqual(['C', 'A2', 'B']);
    const deleted = await client.call({ op: 'deleteSavedReply', id: a?.id ?? '' });
    expect(deleted.replies.map((r) => r.name)).toEqual(['C', 'B']);
    expect((await savedRepliesStorage.get(SCOPE))?.map((r) => r.name)).toEqual(['C', 'B']);
  });

  it('imports an export back without change, and replaces replies of the same name', async () => {
    const { client } = inProcessClient();
    await client.call({ op: 'saveSavedReply', reply: data('Kept') });
    const mine = (await client.call({ op: 'saveSavedReply', reply: data('Refund done', 'old') })).replies;
    const exported = JSON.stringify(toRepliesFile(mine));
    const same = await client.call({ op: 'importSavedReplies', text: exported });
    expect(same.replies).toEqual(mine);

    const { id: _, ...refund } = savedReply();
    const text = JSON.stringify({ ...toRepliesFile([]), replies: [refund, data('New one')] });
    const result = await client.call({ op: 'importSavedReplies', text });
    expect(result.imported).toBe(2);
    expect(result.replies.map((r) => [r.name, r.shortcut])).toEqual([
      ['Kept', ''],
      ['Refund done', 'refund'],
      ['New one', ''],
    ]);
    expect(result.replies[1]?.id).toBe(mine[1]?.id);
  });

  it('refuses a bad file with a sentence and touches nothing already saved', async () => {
    const { client } = inProcessClient();
    await client.call({ op: 'saveSavedReply', reply: data('Kept') });
    const before = await fakeBrowser.storage.local.get(null);
    const bad = JSON.stringify({ ...toRepliesFile([]), replies: [data('Fine'), { name: '' }] });
    const refusal = await client.call({ op: 'importSavedReplies', text: bad }).catch((e: unknown) => e);
    expect(describeError(refusal)).toBe('The file has a missing or wrong value at replies[1].name.');
    expect(await fakeBrowser.storage.local.get(null)).toEqual(before);
  });

  it('remembers when a reply was last used, for the ranking', async () => {
    const { client } = inProcessClient();
    await client.call({ op: 'noteSavedReplyUsed', id: 'x' });
    const { usage } = await client.call({ op: 'listSavedReplies' });
    expect(usage.x).toBeGreaterThan(0);
  });

  it('keeps the agent’s own saved replies across sign-out', async () => {
    const { client } = inProcessClient();
    await client.call({ op: 'saveSavedReply', reply: data('Kept') });
    await clearUserData();
    expect((await client.call({ op: 'listSavedReplies' })).replies?.map((r) => r.name)).toEqual(['Kept']);
  });
});
