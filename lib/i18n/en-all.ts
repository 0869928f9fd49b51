import { en } from './en';
import { optionsMessages } from './en/options';

/**
 * All of English: what every other language translates, and what the tests check the code against.
 * Only Options carries its own area (en/options.ts); the popup, panel and worker leave it out.
 */
export const enAll = { ...en, ...optionsMessages } as const;
