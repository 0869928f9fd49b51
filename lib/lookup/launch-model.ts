import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { lookupErrorSentence, malformedInput } from '@/lib/tickets/lookup-errors';
import { parseTicketRef } from '@/lib/tickets/ticket-ref';
import { createLaunchState, type Launcher, type LaunchState } from './launch-state';

interface LaunchDeps {
  /** Extra ticket-link patterns from the settings. */
  linkPatterns?: () => readonly string[];
  /**
   * The workspace a pasted link belongs to, when it is not the active one: its scope and link
   * forms (lib/tickets/workspace-links.ts). Synchronous: the gesture must reach `openPanel`.
   */
  routeLink?: (input: string) => { scope: string; patterns: readonly string[] } | null;
  /** The active workspace's scope now: an open is fixed to it from start to end. */
  activeScope?: () => string | null;
  /**
   * Opens the side panel on a ticket of `scope` (`route`: a link routed to that workspace, which
   * becomes the active one); must be called inside the click or key press (user gesture).
   */
  openPanel: (ticketId: number, scope?: string, route?: boolean) => Promise<void>;
  /** Closes the popup once the ticket is in the panel (nothing when the popup is a tab). */
  close?: () => void;
}

/**
 * The launcher: a ticket id, "#id" or a link, and Enter, opens the ticket in the side panel in one
 * step. The panel opens first, inside the gesture; the ticket is read at the same time, so the
 * popup can still say "does not exist" or "not signed in" instead of closing.
 */
export function createLaunchModel(
  client: ProtocolClient,
  deps: LaunchDeps,
  state: LaunchState = createLaunchState(),
): Launcher {
  const { input, error, opening } = state;
  let latest = 0;

  /** Opens what the field holds; malformed input is answered at once, with no request. */
  function submit(): Promise<void> {
    const routed = deps.routeLink?.(input.value) ?? null;
    const ticketId = parseTicketRef(input.value, routed?.patterns ?? deps.linkPatterns?.() ?? []);
    if (ticketId !== null) return routed ? openIn(ticketId, routed.scope, true) : open(ticketId);
    latest++;
    opening.value = null;
    error.value = malformedInput();
    return Promise.resolve();
  }

  /**
   * Opens a ticket of the active workspace, or of `scope`. The workspace is fixed once, here, for
   * the panel, the read and Recent alike: a switch while it opens never splits it across two.
   * A newer open replaces this one (the field is never disabled: the newest lookup wins).
   */
  function open(ticketId: number, scope?: string): Promise<void> {
    return openIn(ticketId, scope ?? deps.activeScope?.() ?? undefined, false);
  }

  /** Synchronous up to `openPanel`, so the gesture reaches `sidePanel.open`. */
  function openIn(ticketId: number, scope: string | undefined, route: boolean): Promise<void> {
    const call = ++latest;
    // Recent places the ticket by this time, however late the read below answers.
    const openedAt = Date.now();
    const where = scope ? { scope } : {};
    const opened = route
      ? deps.openPanel(ticketId, scope, true)
      : scope
        ? deps.openPanel(ticketId, scope)
        : deps.openPanel(ticketId);
    const panel = opened.then(
      () => true,
      () => false,
    );
    error.value = null;
    opening.value = ticketId;
    const read = client
      .call({ op: 'getTicket', ticketId, ...where })
      .then(() => client.call({ op: 'noteOpened', ticketId, openedAt, ...where }))
      .then(
        () => null,
        (failure: unknown) => failure ?? new Error('failed'),
      );
    return Promise.all([panel, read]).then(([opened, failure]) => {
      if (call !== latest) return;
      opening.value = null;
      if (failure) error.value = lookupErrorSentence(failure, ticketId);
      else if (!opened) error.value = t('search.panel-failed');
      else deps.close?.();
    });
  }

  return { input, error, opening, submit, open };
}
