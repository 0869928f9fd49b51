import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { followSignIn } from '@/lib/account/follow-sign-in';
import { agentStorage, signedOutStorageOf } from '@/lib/storage/items';
import { sampleAgent, settle } from '@/test/support/worker';

// A page showing "Sign in" for a workspace hears when the worker obtained its token, whichever
// tab the agent signed in from, and only then.

const shown = { id: 'second', scope: 'second.scope' };

beforeEach(() => fakeBrowser.reset());

describe('followSignIn', () => {
  it('tells when Sign in ends the signed-out state, or a first token stores the agent', async () => {
    const signedIn = vi.fn();
    const stop = followSignIn(shown, signedIn);
    await signedOutStorageOf(shown.id).setValue({ at: 1, why: 'signed-out' });
    await signedOutStorageOf(shown.id).setValue({ at: 1, why: 'signing-in', signInTab: 4 });
    await settle();
    expect(signedIn).not.toHaveBeenCalled(); // still signed out: nothing to read again

    await signedOutStorageOf(shown.id).setValue(null);
    await settle();
    expect(signedIn).toHaveBeenCalledTimes(1);
    await agentStorage.set(shown.scope, sampleAgent);
    await settle();
    expect(signedIn).toHaveBeenCalledTimes(2);
    await agentStorage.set(shown.scope, sampleAgent); // a token refresh: the same agent
    await agentStorage.set('other.scope', sampleAgent);
    await signedOutStorageOf('other').setValue(null);
    await settle();
    expect(signedIn).toHaveBeenCalledTimes(2);

    stop();
    await agentStorage.set(shown.scope, { ...sampleAgent, name: 'Another' });
    await settle();
    expect(signedIn).toHaveBeenCalledTimes(2);
  });
});
