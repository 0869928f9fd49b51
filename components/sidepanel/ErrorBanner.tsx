import type { AppError } from '@/lib/api/errors';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { openOptionsAt } from '@/lib/settings/options-link';

/** Failures that stop the ticket from being answered at all: the composer is disabled. */
export const BLOCKING = new Set<string>([
  'not-configured',
  'permission-needed',
  'sign-in-required',
  'broker-unreachable',
  'unauthorized',
  'not-found',
]);

/**
 * Opens the broker's sign-in page; when there is none to open (the agent signed in meanwhile, in
 * another tab), the ticket is read again at once.
 */
async function signIn(client: ProtocolClient, retry: () => void) {
  const { opened } = await client.call({ op: 'signIn' }).catch(() => ({ opened: false }));
  if (!opened) retry();
}

/** One banner, the failure in the catalog's words, and the one action that fixes it. */
export function ErrorBanner({
  failure,
  client,
  retry,
}: {
  failure: AppError;
  client: ProtocolClient;
  retry: () => void;
}) {
  const action =
    failure.code === 'sign-in-required' ? (
      <button type="button" onClick={() => void signIn(client, retry)}>
        {t('banner.sign-in')}
      </button>
    ) : failure.code === 'not-configured' || failure.code === 'permission-needed' ? (
      <button type="button" onClick={() => void openOptionsAt('workspaces')}>
        {t('banner.options')}
      </button>
    ) : (
      <button type="button" onClick={retry}>
        {t('banner.retry')}
      </button>
    );
  return (
    <div class="sp-banner" role="alert">
      <p>{describeError(failure)}</p>
      {action}
    </div>
  );
}
