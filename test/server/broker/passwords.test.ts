import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_PASSWORD, defaultAgents } from '@/server/broker/default-agents';
import { hashPassword, verifyPassword } from '@/server/broker/passwords';

// scrypt is slow on purpose (~0.3 s a hash, far more on a loaded CI machine).
describe('broker password hashing', { timeout: 30_000 }, () => {
  it('verifies the password it hashed, with a fresh salt each time, and nothing else', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
  });

  it('refuses hashes it cannot read instead of throwing', async () => {
    for (const broken of ['', 'plain-text-password', 'bcrypt$x$y', 'scrypt$16384$8$5$$']) {
      expect(await verifyPassword('anything', broken)).toBe(false);
    }
  });

  it('stores the seeded agents as hashes of the documented password', async () => {
    for (const agent of defaultAgents) {
      expect(agent.passwordHash).not.toContain(DEFAULT_AGENT_PASSWORD);
      expect(await verifyPassword(DEFAULT_AGENT_PASSWORD, agent.passwordHash)).toBe(true);
    }
  });
});
