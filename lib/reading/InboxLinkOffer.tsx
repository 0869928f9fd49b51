import { useState } from 'preact/hooks';
import { describeError, t } from '@/lib/i18n/format';
import { openOptionsAt, workspaceFieldAnchor } from '@/lib/settings/options-link';
import type { PanelModel } from '@/lib/tickets/panel-model';
import { useLearntInboxLink } from '@/lib/tickets/use-learnt-inbox-link';
import './reading.css';

/**
 * In place of "Open in inbox" while the workspace has no Inbox link: the link form Sidedesk has
 * seen (a right-clicked or pasted web-inbox link) with one button that saves it (or "Not now", for
 * as long as the panel is open); else a short button to Options.
 */
export function InboxLinkOffer({ model, scope }: { model: PanelModel; scope: string }) {
  const learnt = useLearntInboxLink(scope);
  const [problem, setProblem] = useState('');
  const offered = model.pastedInboxLink.value ?? learnt;
  const workspaceId = model.workspaceId.value;
  if (!offered || !workspaceId || model.inboxOfferDeclined.value)
    return (
      <button
        type="button"
        class="sp-link-button"
        title={t('panel.set-inbox-link.title')}
        // Options opens on the workspace's Inbox link field, focused.
        onClick={() =>
          void openOptionsAt(workspaceId ? workspaceFieldAnchor(workspaceId, 'inbox-link') : 'workspaces')
        }
      >
        {t('panel.set-inbox-link')}
      </button>
    );
  const use = async () => {
    try {
      setProblem(
        (await model.saveInboxLink(offered)) ? '' : t('inbox.save-failed', { reason: t('inbox.managed') }),
      );
    } catch (error) {
      setProblem(t('inbox.save-failed', { reason: describeError(error) }));
    }
  };
  return (
    <span class="sp-inbox-offer">
      <span class="muted">{t('inbox.learnt-offer', { link: shortLink(offered) })}</span>{' '}
      <button type="button" onClick={() => void use()}>
        {t('inbox.use-learnt')}
      </button>
      <button type="button" class="sp-link-button" onClick={() => (model.inboxOfferDeclined.value = true)}>
        {t('inbox.not-now')}
      </button>
      {problem && (
        <span role="alert" class="error">
          {problem}
        </span>
      )}
    </span>
  );
}

/** "inbox.socialboards.com/acme/tickets": enough of the template to recognise it. */
function shortLink(template: string): string {
  try {
    const url = new URL(template.replace('{id}', '1'));
    return url.host + url.pathname;
  } catch {
    return template;
  }
}
