#!/usr/bin/env node
import { argv, exit } from 'node:process';

// The packaged broker's one command (`sidedesk-broker`, docs/deploy.md): with no argument it serves,
// configured by the BROKER_* variables; `sidedesk-broker hash-password` prints the hash of a
// password read from stdin. Each is loaded only when asked for, so hashing starts no server code.
const USAGE = [
  'Usage: sidedesk-broker                 serve, configured by the BROKER_* variables',
  '       sidedesk-broker hash-password   print the hash of a password read from stdin',
].join('\n');

const [command, ...rest] = argv.slice(2);
if (command === 'hash-password' && rest.length === 0) await import('./hash-password');
else if (command === undefined) await import('./main');
else if (command === '--help' || command === '-h') console.log(USAGE);
else {
  console.error(USAGE);
  exit(2);
}
