import { t } from '@/lib/i18n/format';
import type { SavedReply } from '@/lib/records/saved-reply';

// The ready-made examples of a first run, in the UI language (from the catalog). Their variables
// are passed as placeholder values, so a translation keeps them where its sentence needs them.

/** Ids `example-…`: an edit of an example on a first run replaces it (see `seed` in the protocol). */
export function exampleReplies(): SavedReply[] {
  const variables = {
    customerFirstName: '{{customer.firstName}}',
    agentFirstName: '{{agent.firstName}}',
    cursor: '{{cursor}}',
  };
  const plain = { isHtml: false, attachments: [] };
  return [
    {
      ...plain,
      id: 'example-greeting',
      name: t('replies.example.greeting.name'),
      shortcut: t('replies.example.greeting.shortcut'),
      text: t('replies.example.greeting.text', variables),
      outcome: null,
    },
    {
      ...plain,
      id: 'example-order',
      name: t('replies.example.order.name'),
      shortcut: t('replies.example.order.shortcut'),
      text: t('replies.example.order.text', variables),
      outcome: null,
    },
    {
      ...plain,
      id: 'example-refund',
      name: t('replies.example.refund.name'),
      shortcut: t('replies.example.refund.shortcut'),
      text: t('replies.example.refund.text', variables),
      outcome: 'complete',
    },
    {
      ...plain,
      id: 'example-closing',
      name: t('replies.example.closing.name'),
      shortcut: t('replies.example.closing.shortcut'),
      text: t('replies.example.closing.text', variables),
      outcome: null,
    },
  ];
}
