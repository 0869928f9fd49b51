import { describe, expect, it } from 'vitest';
import { lockHolder } from '@/lib/reading/lock-holder';

describe('lockHolder', () => {
  it('names the holder as far as the field tells', () => {
    expect(lockHolder({ lockedBy: { id: 3, name: 'Priya Shah', email: 'p@x.test' } })).toBe('Priya Shah');
    expect(lockHolder({ lockedBy: { firstName: 'Priya', lastName: 'Shah' } })).toBe('Priya Shah');
    expect(lockHolder({ lockedBy: { email: 'p@x.test' } })).toBe('p@x.test');
    expect(lockHolder({ lockedBy: 'Priya' })).toBe('Priya');
  });

  it('says "locked" without a name when the field names no one, and nothing when not locked', () => {
    expect(lockHolder({ lockedBy: 42 })).toBeNull();
    expect(lockHolder({ lockedBy: { id: 3 } })).toBeNull();
    expect(lockHolder({ lockedBy: null, properties: { isLocked: true } })).toBeNull();
    expect(lockHolder({ lockedBy: null, properties: { isLocked: false } })).toBeUndefined();
    expect(lockHolder({ lockedBy: null })).toBeUndefined();
  });

  it('says nothing of a lock the signed-in agent holds: no one else is answering', () => {
    const lockedBy = { id: 1, name: 'Alex Agent', email: 'Agent@Sidedesk.test' };
    expect(lockHolder({ lockedBy }, 'agent@sidedesk.test')).toBeUndefined();
    expect(lockHolder({ lockedBy }, 'priya@sidedesk.test')).toBe('Alex Agent');
    expect(lockHolder({ lockedBy }, '')).toBe('Alex Agent');
  });
});
