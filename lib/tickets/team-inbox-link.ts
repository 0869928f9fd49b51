import type { Signal } from '@preact/signals';
import { reported } from '@/lib/diagnostics/report';
import type { ProtocolClient } from '@/lib/messaging/client';

/**
 * Keeps `target` on the inbox link template of the workspace a page shows: the workspace's own
 * (the agent's setting, or for a managed workspace the policy's), else the one the team's broker
 * serves (`GET /config`, asked through the worker once per workspace the page shows).
 */
export function followTeamInboxLink(client: ProtocolClient, target: Signal<string | undefined>) {
  let shown: string | null = null;
  const fromBroker = new Map<string, string | null>();
  return (scope: string | null, own: string | undefined) => {
    shown = scope;
    if (own?.trim() || !scope) {
      target.value = own;
      return;
    }
    target.value = fromBroker.get(scope) ?? undefined;
    if (fromBroker.has(scope)) return;
    fromBroker.set(scope, null);
    void client
      .call({ op: 'getBrokerConfig', scope })
      .then(({ inboxLink }) => {
        fromBroker.set(scope, inboxLink);
        if (shown === scope && inboxLink && !target.value) target.value = inboxLink;
      })
      .catch(reported('broker-config/page'));
  };
}
