import type { AuthorSpec as Author } from '../../../lib/api/schemas';
import type { Random } from './random';

/**
 * Team members: the only e-mails accepted as a reply's `author.email`. The first two are also the
 * broker's seeded agents, so a signed-in agent can reply with the e-mail the broker hands out.
 */
const teamSeeds = [
  { name: 'Alex Agent', email: 'agent@sidedesk.test', isBot: false },
  { name: 'Sam Support', email: 'sam@sidedesk.test', isBot: false },
  { name: 'Priya Lead', email: 'priya@sidedesk.test', isBot: false },
  { name: 'Jonas Berg', email: 'jonas@sidedesk.test', isBot: false },
  { name: 'Sidebot', email: 'bot@sidedesk.test', isBot: true },
] as const;

const firstNames = [
  'Ingrid',
  'Lars',
  'Maja',
  'Oskar',
  'Sofia',
  'Mateo',
  'Aisha',
  'Chen',
  'Fatima',
  'Noah',
  'Emma',
  'Liam',
  'Olga',
  'Kenji',
  'Zoë',
  'Björn',
  'Amélie',
  'Rafael',
  'Nadia',
  'Tomás',
];
const lastNames = [
  'Hansen',
  'Johansson',
  'Virtanen',
  'García',
  'Okafor',
  'Nguyen',
  'Müller',
  'Smith',
  "O'Brien",
  'Kowalski',
  'Rossi',
  'Tanaka',
  'Larsen',
  'Nieminen',
  'Dubois',
  'Silva',
];
const clientBots = ['Shop Notifier', 'Status Monitor', 'Order Webhook'];

export function createTeam(random: Random): Author[] {
  return teamSeeds.map((seed, index) => ({
    id: random.uuid(),
    name: seed.name,
    email: seed.email,
    // The spec says image "may be null or an empty string": seed both, and a URL.
    image: [`https://avatars.sidedesk.test/${index}.png`, null, ''][index % 3] ?? null,
    customIdentifier: index === 0 ? 'EMP-0001' : null,
    status: 'team',
    isBot: seed.isBot,
  }));
}

/** A customer; about one in fifteen is an automated sender (`isBot`). */
export function createClient(random: Random): Author {
  if (random.chance(1 / 15)) {
    const name = random.pick(clientBots);
    return {
      id: random.uuid(),
      name,
      email: `${name.toLowerCase().replace(/ /g, '-')}@noreply.example.com`,
      image: null,
      customIdentifier: null,
      status: 'client',
      isBot: true,
    };
  }
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const handle = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    id: random.uuid(),
    name: `${first} ${last}`,
    email: `${handle}${random.int(1, 99)}@example.com`,
    image: random.chance(0.3) ? `https://avatars.example.com/${random.int(1000, 9999)}.jpg` : null,
    customIdentifier: random.chance(0.2) ? `CUST-${random.int(10000, 99999)}` : null,
    status: 'client',
    isBot: false,
  };
}
