import { addReply, type NewReply } from '../replies';
import type { SandboxState } from '../state/types';
import type { Random } from './random';
import { TICKET_WITH_DRAFT, TICKETS_WITH_REPLIES_FIRST, TICKETS_WITH_REPLIES_LAST } from './ranges';
import { replyTexts } from './ticket-texts';

/**
 * Gives tickets TICKETS_WITH_REPLIES_FIRST..LAST a thread: alternating customer and team replies,
 * some of them sub-replies, and a draft on TICKET_WITH_DRAFT. Built with addReply so the seeded
 * threads obey the same rules as created ones; statuses keep their seeded value.
 */
export function seedReplies(state: SandboxState, random: Random): void {
  const people = state.team.filter((member) => !member.isBot);
  for (let id = TICKETS_WITH_REPLIES_FIRST; id <= TICKETS_WITH_REPLIES_LAST; id++) {
    const ticket = state.tickets[String(id)];
    if (!ticket) continue;
    ticket.replyCount = 0; // these tickets hold their whole thread
    let at = Date.parse(ticket.creationTime);
    const reply = (overrides: Partial<NewReply>) => {
      at += random.int(5, 240) * 60_000 + random.int(0, 59_999);
      const thread = state.replies[String(id)] ?? [];
      const parent = thread.length > 0 && random.chance(0.5) ? random.pick(thread) : null;
      addReply(
        state,
        ticket,
        {
          author: random.pick(people),
          message: random.pick(replyTexts),
          isHtml: false,
          isDraft: false,
          parentReplyId: parent?.id ?? null,
          attachments: [],
          isTicketNeededToBeCompleted: false,
          suppressTicketStatusAutoupdate: true,
          ...overrides,
        },
        new Date(at),
      );
    };
    const count = random.int(1, 4);
    for (let index = 0; index < count; index++) {
      reply(index % 2 === 0 ? { author: ticket.author } : {});
    }
    if (id === TICKET_WITH_DRAFT) reply({ isDraft: true, message: 'Draft: we are still checking…' });
  }
}
