import type { BrokerAgent } from './options';

/**
 * The sandbox's seeded agents, both with the password `sidedesk` (development only: a deployed
 * broker sets BROKER_AGENTS). Their e-mails are team members in the sandbox seed, so the e-mail
 * the broker hands out is accepted as a reply author.
 */
export const defaultAgents: BrokerAgent[] = [
  {
    email: 'agent@sidedesk.test',
    name: 'Alex Agent',
    passwordHash: 'scrypt$16384$8$5$z_uSEkp-hXdtbtqdKoZJyA$g2Fs3vpYAlg2Dsn41EAzWVOWoNuJVHWD2LltkPmma78',
  },
  {
    email: 'sam@sidedesk.test',
    name: 'Sam Support',
    passwordHash: 'scrypt$16384$8$5$t45dDFxVAotPCZ0VUcClKg$EOgg4Uuq3z0hd1_C4EOGuOWNBLYbZ6vtTzGKc7wLT4M',
  },
];

export const DEFAULT_AGENT_PASSWORD = 'sidedesk';
