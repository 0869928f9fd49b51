import { stderr, stdin } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { hashPassword } from './passwords';

// Prints the hash to put in BROKER_AGENTS: `npx tsx server/broker/hash-password.ts`.
// The password is read from stdin, not argv, so it stays out of the shell history; the prompt
// goes to stderr so that stdout holds the hash alone.
const reader = createInterface({ input: stdin, output: stderr, terminal: false });
const password = (await reader.question('Password: ')).trim();
reader.close();
if (!password) {
  console.error('No password given.');
  process.exit(1);
}
console.log(await hashPassword(password));
