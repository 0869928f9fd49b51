import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '@/server/sandbox';
import { TICKETS_WITH_REPLIES_LAST } from '@/server/sandbox/seed/ranges';
import { startSandbox, type TestSandbox, tempDir } from './helpers';

const TICKET = TICKETS_WITH_REPLIES_LAST + 7;

describe('sandbox persistence', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const start = async (options: Parameters<typeof startSandbox>[0] = {}): Promise<TestSandbox> => {
    const sandbox = await startSandbox(options);
    cleanups.push(() => sandbox.close());
    return sandbox;
  };

  it('keeps replies and ticket changes across a restart on the same data file', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const dataFile = join(dir.path, 'state.json');
    const first = await start({ dataFile });
    const reply = await first.reply(TICKET, { isTicketNeededToBeCompleted: true });
    expect(reply.status).toBe(200);
    const changed = await first.getTicket(TICKET);
    await first.close();

    const second = await start({ dataFile });
    expect(await second.getTicket(TICKET)).toEqual(changed);
    expect((await second.admin('GET', `/tickets/${TICKET}/replies`)).data).toEqual([
      expect.objectContaining({ message: 'Thanks, we are on it.' }),
    ]);
    // Written by rename: no temporary file is left beside the state.
    expect(await readdir(dir.path)).toEqual(['state.json']);
  });

  it('reseeds with the reset option', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const dataFile = join(dir.path, 'state.json');
    const first = await start({ dataFile });
    const seeded = await first.getTicket(TICKET);
    await first.reply(TICKET);
    await first.close();
    const second = await start({ dataFile, reset: true });
    expect(await second.getTicket(TICKET)).toEqual(seeded);
  });

  it('reseeds with the admin reset route, and the reset survives a restart', async () => {
    const sandbox = await start();
    const seeded = await sandbox.getTicket(TICKET);
    await sandbox.reply(TICKET);
    expect((await sandbox.admin('POST', '/reset')).status).toBe(200);
    expect(await sandbox.getTicket(TICKET)).toEqual(seeded);
    await sandbox.close(true);
    const restarted = await start({ dataFile: sandbox.dataFile });
    expect(await restarted.getTicket(TICKET)).toEqual(seeded);
  });

  it('refuses to start on a data file it cannot read, and says how to recover', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const dataFile = join(dir.path, 'state.json');
    await writeFile(dataFile, JSON.stringify({ version: 0 }));
    await expect(createSandbox({ dataFile })).rejects.toThrow(/--reset/);
    await writeFile(dataFile, '{ not json');
    await expect(createSandbox({ dataFile })).rejects.toThrow();
  });
});
