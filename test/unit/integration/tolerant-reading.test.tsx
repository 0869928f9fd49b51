// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { flagOf, tableOf } from '@/lib/api/category-table';
import { readData } from '@/lib/api/response-checks';
import {
  categoryListSchema,
  categoryListSpec,
  instanceListSchema,
  instanceListSpec,
  replySchema,
  replySpec,
  type Ticket,
  ticketSchema,
  ticketSpec,
} from '@/lib/api/schemas';
import { CategoryRow } from '@/lib/categories-and-faq/CategoryRow';
import { indexCategories, visibleCategoryRows } from '@/lib/categories-and-faq/category-filter';
import { describeMessage } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { TicketView } from '@/lib/reading/TicketView';
import type { TicketModel } from '@/lib/reading/ticket-model';
import { TicketRow } from '@/lib/ticket-lists/TicketRow';
import { describeProblem } from '@/lib/ui/describe-problem';
import { flush, useRenderRoot } from '@/test/support/render-root';
import { sampleCategory, sampleReply, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';

const readTicket = (raw: unknown) =>
  readData({ resource: 'ticket', spec: ticketSpec, schema: ticketSchema }, raw);
const readReply = (raw: unknown) =>
  readData({ resource: 'reply', spec: replySpec, schema: replySchema }, raw);

/** `raw` with the value at a dotted path replaced. */
function withField(raw: object, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(raw) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
  return copy;
}

/** Every display field of a ticket, with a value of another type than the specification's. */
const ticketFields: [string, unknown][] = [
  ['title', 42],
  ['message', 42],
  ['htmlMessage', 42],
  ['author', 7],
  ['author.id', 7],
  ['author.name', 7],
  ['author.email', 7],
  ['author.image', 7],
  ['author.customIdentifier', 7],
  ['author.status', 7],
  ['author.isBot', 'no'],
  ['category', 'Accounts'],
  ['category.id', 'twelve'],
  ['category.name', 12],
  ['creationTime', 1_700_000_000],
  ['lastThreadElementCreationTime', 'yesterday'],
  ['customFields', 'none'],
  ['replyCount', 'many'],
  ['sentiment', 3],
  ['source', 3],
  ['detailedSource', 3],
  ['sourceName', 3],
  ['status', 3],
  ['tags', 'login'],
  ['attachments', 'none'],
  ['properties', 'none'],
  ['properties.isLocked', 'yes'],
];

/** What a field the views show reads as when it is unknown. */
const shownAs: Record<string, RegExp> = {
  title: /Title unknown/,
  author: /Customer\s*unknown/,
  'author.name': /unknown/,
  'author.email': /e-mail unknown/,
  'author.status': /role unknown/,
  category: /Category\s*unknown/,
  'category.name': /Category\s*unknown/,
  creationTime: /Created\s*unknown/,
  lastThreadElementCreationTime: /Last activity\s*unknown/,
  replyCount: /replies unknown/,
  status: /status unknown/,
  tags: /Tags\s*unknown/,
  attachments: /Attachments\s*unknown/,
};

/** Fields the specification allows to be null: null is no problem there. */
const nullable = new Set(['author.image', 'author.customIdentifier', 'sourceName']);

const rootOf = useRenderRoot();

/** The panel's view of `ticket`, once what it loads with import() (the attachments) is in. */
async function showPanel(ticket: Ticket, expected?: RegExp): Promise<string> {
  const model = {
    ticketId: ticket.id,
    ticket: { value: ticket },
    change: { value: null },
    lock: { value: undefined },
    error: { value: '' },
    path: { value: [ticket.category?.name ?? 'unknown'] },
  } as unknown as TicketModel;
  const client = { call: () => new Promise(() => {}) } as unknown as ProtocolClient;
  render(<TicketView model={model} inboxUrl={null} client={client} scope="w" />, rootOf());
  await flush();
  // A lazily loaded part (the attachments) can take longer than one flush on a loaded machine.
  if (expected) await eventually(() => expect(rootOf().textContent).toMatch(expected));
  return rootOf().textContent ?? '';
}

function showPopup(ticket: Ticket): string {
  render(
    <ul>
      <TicketRow
        row={{
          id: ticket.id,
          ticket,
          newActivity: false,
          change: null,
          inboxUrl: null,
          problem: null,
          hasDraft: false,
        }}
        watched={false}
        removeLabel="Remove ticket 1 from Recent"
        onOpen={() => {}}
        onWatch={() => {}}
        onRemove={() => {}}
      />
    </ul>,
    rootOf(),
  );
  return rootOf().textContent ?? '';
}

describe('a ticket with one bad display field still reads', () => {
  for (const [field, wrongType] of ticketFields) {
    for (const [what, value] of [
      ['null', null],
      ['of another type', wrongType],
    ] as const) {
      it(`${field} ${what}: parses, names the field, and shows it as unknown`, async () => {
        const read = readTicket(withField(sampleTicket(), field, value));
        if ('error' in read) throw new Error(`failed: ${read.error.message}`);
        expect(read.value.id).toBe(4478963);
        expect(read.problems.map((p) => p.field)).toEqual(
          value === null && nullable.has(field) ? [] : [field],
        );
        const expected = shownAs[field];
        const panel = await showPanel(read.value, expected);
        const popup = showPopup(read.value);
        expect(panel).toContain('#4478963');
        expect(popup).toContain('#4478963');
        if (expected) expect(panel).toMatch(expected);
      });
    }
  }

  it('names the field and what arrived in the Test connection line', () => {
    const read = readTicket(withField(sampleTicket(), 'title', null));
    if ('error' in read) throw read.error;
    expect(read.problems.map((p) => describeMessage(describeProblem(p)))).toEqual([
      'Ticket 4478963: field `title` was null; shown as unknown.',
    ]);
    const author = readTicket(withField(sampleTicket(), 'author', 7));
    if ('error' in author) throw author.error;
    expect(author.problems.map((p) => describeMessage(describeProblem(p)))).toEqual([
      'Ticket 4478963: field `author` was a number; shown as unknown.',
    ]);
  });

  it('says the text is unknown when neither form of it can be read', async () => {
    const read = readTicket({ ...sampleTicket(), message: null, htmlMessage: 3 });
    if ('error' in read) throw read.error;
    expect(await showPanel(read.value)).toMatch(/text is unknown/);
  });

  it('shows a missing field as unknown too, and a sound ticket has no problems', () => {
    const { title: _title, ...raw } = sampleTicket();
    const read = readTicket(raw);
    if ('error' in read) throw read.error;
    expect(read.problems).toMatchObject([{ field: 'title', got: 'missing' }]);
    const sound = readTicket(sampleTicket());
    expect('error' in sound ? sound.error : sound.problems).toEqual([]);
  });

  it('keeps unknown enum values and extra fields', () => {
    const read = readTicket({ ...sampleTicket(), status: 'escalated', priority: 3 });
    if ('error' in read) throw read.error;
    expect(read.problems).toEqual([]);
    expect(read.value).toMatchObject({ status: 'escalated', priority: 3 });
  });
});

describe('what the client cannot work without still fails, naming the field', () => {
  it.each([
    ['a ticket id that is null', () => readTicket(withField(sampleTicket(), 'id', null)), 'id'],
    ['a ticket id that is a string', () => readTicket(withField(sampleTicket(), 'id', '12')), 'id'],
    ['a reply id that is null', () => readReply(withField(sampleReply(), 'id', null)), 'id'],
    [
      'a reply ticketId that is a string',
      () => readReply(withField(sampleReply(), 'ticketId', 'x')),
      'ticketId',
    ],
    ['a ticket that is not an object', () => readTicket(null), ''],
  ])('%s', (_name, read, field) => {
    const result = read();
    if (!('error' in result)) throw new Error('expected a failure');
    expect(result.error.issues[0]?.path.join('.')).toBe(field);
  });
});

describe('replies, categories and FAQ instances degrade the same way', () => {
  it('a reply with a null message and a number author reads, and says so', () => {
    const read = readReply(withField(withField(sampleReply(), 'message', null), 'author', 3));
    if ('error' in read) throw read.error;
    expect(read.value).toMatchObject({ id: 901, ticketId: 4478963, message: undefined, author: undefined });
    expect(read.problems.map((p) => p.field).sort()).toEqual(['author', 'message']);
  });

  it('a category with a bad name shows; a bad child is left out and its siblings stay', () => {
    const tree = [
      sampleCategory(1, null as never, [
        sampleCategory(2, 'Billing', [], { parentId: 1 }),
        sampleCategory(null as never, 'No id', [], { parentId: 1 }),
        null as never,
        sampleCategory(4, 'Refunds', [], { parentId: 1, isHidden: 'no' as never }),
      ]),
    ];
    const read = readData({ resource: 'category', spec: categoryListSpec, schema: categoryListSchema }, tree);
    if ('error' in read) throw read.error;
    const [root] = read.value;
    expect(root?.name).toBeUndefined();
    expect(root?.children.map((c) => c.id)).toEqual([2, 4]);
    expect(root?.children[1]?.isHidden).toBeUndefined();
    expect(read.problems.map((p) => describeMessage(describeProblem(p)))).toEqual([
      'Category 1: field `name` was null; shown as unknown.',
      'A category under category 1 was left out: field `id` was null.',
      'A category under category 1 was left out: an item was null.',
      'Category 4: field `isHidden` was a string; shown as unknown.',
    ]);
    // As the worker keeps it and the popup draws it: the bad name and the bad flag alone are unknown.
    const table = tableOf(read.value);
    expect(table.names).toEqual([null, 'Billing', 'Refunds']);
    expect(flagOf(table.flags[2] as number, 'isHidden')).toBeUndefined();
    expect(flagOf(table.flags[2] as number, 'isMuted')).toBe(false);
    const { rows } = visibleCategoryRows(indexCategories(table), new Set([1]), null, 10);
    render(
      <ul>
        {rows.map((row) => (
          <CategoryRow key={row.id} row={row} onToggle={() => {}} />
        ))}
      </ul>,
      rootOf(),
    );
    expect([...rootOf().querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '▾Category 1 (name unknown)',
      'Billing',
      'Refunds',
    ]);
  });

  it('a FAQ instance with bad fields shows; an entry that is not an instance is left out', () => {
    const instance = { name: 'help', displayName: null, availableLanguages: 'en', activeTopicCount: 'x' };
    const read = readData({ resource: 'faq-instance', spec: instanceListSpec, schema: instanceListSchema }, [
      instance,
      'junk',
    ]);
    if ('error' in read) throw read.error;
    expect(read.value).toHaveLength(1);
    expect(read.value[0]).toMatchObject({
      name: 'help',
      displayName: undefined,
      availableLanguages: undefined,
    });
    expect(read.problems.filter((p) => p.id === 'help').map((p) => p.field)).toEqual(
      expect.arrayContaining(['displayName', 'availableLanguages', 'activeTopicCount']),
    );
    expect(read.problems.find((p) => p.leftOut)).toMatchObject({ field: '(item)', got: 'string' });
  });
});
