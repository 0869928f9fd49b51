import { useEffect, useState } from 'preact/hooks';
import { followScoped, learntInboxLinkStorage } from '@/lib/storage/read';

/** The Inbox link the worker learnt for `scope` (null: none), followed as it changes. */
export function useLearntInboxLink(scope: string | null): string | null {
  const [learnt, setLearnt] = useState<string | null>(null);
  useEffect(() => {
    setLearnt(null);
    return scope ? followScoped(learntInboxLinkStorage, scope, setLearnt) : undefined;
  }, [scope]);
  return learnt;
}
