import {
  type AuthorSpec as Author,
  type TicketSpec as Ticket,
  type TicketFlag,
  ticketFlags,
} from '../../../lib/api/schemas';
import { escapeHtml } from '../../shared/html';
import { seedTimestamp } from '../time';
import { hostilePayloads } from './hostile-html';
import { createClient } from './people';
import type { Random } from './random';
import { HOSTILE_TICKET_ID_FIRST } from './ranges';
import { ticketTags, ticketTopics } from './ticket-texts';

interface TicketSeedContext {
  random: Random;
  team: Author[];
  /** Categories a ticket may be filed in (`canBeChosen`). */
  categories: { id: number; name: string }[];
}

/** `escalated` is not in the spec or the docs: it proves the extension copes with unknown values. */
const statuses = ['open', 'open', 'open', 'pending', 'pending', 'completed', 'completed', 'escalated'];
const sentiments = ['question', 'question', 'question', 'question', 'complaint', 'praise'];
const sources = [
  { source: 'web', detailedSource: 'web_website', sourceName: null },
  { source: 'web', detailedSource: 'web_website', sourceName: null },
  { source: 'email', detailedSource: 'email_inbox', sourceName: 'support@shop.example.com' },
  { source: 'facebook', detailedSource: 'facebook_messenger', sourceName: 'Sidedesk Shop' },
];
const flagOdds: Partial<Record<TicketFlag, number>> = {
  isMuted: 0.05,
  isSpam: 0.03,
  isHidden: 0.02,
  isSensitive: 0.04,
  isAnonymized: 0.02,
  isDeleted: 0.01,
  isExpired: 0.02,
};

function toHtml(body: string, steps: string[] | undefined, signature: string): string {
  const list = steps ? `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '';
  return `<p>Hi,</p><p>${escapeHtml(body)}</p>${list}<p>Best regards,<br><strong>${escapeHtml(signature)}</strong></p>`;
}

function toText(body: string, steps: string[] | undefined, signature: string): string {
  const list = steps ? `\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}` : '';
  return `Hi,\n\n${body}${list}\n\nBest regards,\n${signature}`;
}

function pickAuthor({ random, team }: TicketSeedContext): Author {
  return random.chance(0.1) ? random.pick(team) : createClient(random);
}

function attachmentsFor(random: Random, id: number): unknown[] {
  if (!random.chance(0.25)) return [];
  return [
    {
      url: `https://files.example.com/tickets/${id}/photo-1.jpg`,
      name: 'photo-1.jpg',
      contentType: 'image/jpeg',
      size: random.int(20_000, 4_000_000),
    },
  ];
}

/** One realistic ticket; `id` decides nothing but the hostile-HTML content. */
export function createTicket(id: number, context: TicketSeedContext): Ticket {
  const { random, team } = context;
  const topic = random.pick(ticketTopics);
  const author = pickAuthor(context);
  const hostile = hostilePayloads[id - HOSTILE_TICKET_ID_FIRST];
  if (hostile?.title.includes('in the title')) author.name = `<b onmouseover="alert('xss-name')">Eve</b>`;
  const createdMinutes = -random.int(60, 30 * 24 * 60);
  const attachments = attachmentsFor(random, id);
  const lockedBy = random.chance(0.05) ? random.pick(team) : null;
  const properties = Object.fromEntries(ticketFlags.map((flag) => [flag, false])) as Record<string, boolean>;
  for (const [flag, odds] of Object.entries(flagOdds)) properties[flag] = random.chance(odds);
  Object.assign(properties, {
    hasAttachments: attachments.length > 0,
    isLocked: lockedBy !== null,
    isAssignedToBot: author.isBot,
  });
  const source = random.pick(sources);
  const ticket: Ticket = {
    id,
    title: hostile ? `Hostile HTML: ${hostile.title}` : topic.title,
    message: hostile
      ? `Plain text of a hostile message (${hostile.title}).`
      : toText(topic.body, topic.steps, author.name),
    htmlMessage: hostile
      ? `<p>Visible text before.</p>${hostile.html}<p>Visible text after.</p>`
      : toHtml(topic.body, topic.steps, author.name),
    author,
    category: random.pick(context.categories),
    creationTime: seedTimestamp(createdMinutes, random.int(0, 59_999)),
    lastThreadElementCreationTime: seedTimestamp(createdMinutes + random.int(0, 50), random.int(0, 59_999)),
    customFields: random.chance(0.3)
      ? [{ name: 'Order number', value: `SO-${random.int(10000, 99999)}` }]
      : [],
    lockedBy: lockedBy && { id: lockedBy.id, name: lockedBy.name, email: lockedBy.email },
    originalLink:
      source.source === 'facebook' ? `https://facebook.com/messages/t/${random.int(1e8, 1e9)}` : null,
    replyCount: random.int(0, 8),
    sentiment: random.pick(sentiments),
    ...source,
    status: random.pick(statuses),
    tags: random.some(ticketTags, random.int(0, 3)),
    attachments,
    properties,
  };
  // An unknown extra field on some tickets: the extension must keep working when the API grows.
  if (random.chance(0.1)) ticket.priority = random.pick(['low', 'normal', 'high']);
  return ticket;
}
