import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files';

// One writer per stored item: the worker writes every item two contexts care about; pages ask it
// through the protocol. The only page-owned item is the settings, written by the Options page.

const WRITES =
  /\.(setValue|setItem|setItems|removeItem|removeItems|setMeta)\(|storage\.(local|sync)\.(set|remove|clear)\(|\b(ticketCache|draftStorage|replyLogStorage|sendOutcomeStorage|recentStorage|watchedStorage|lastSeenStorage|categoriesStorage|agentStorage|learntInboxLinkStorage|ticketIndex|draftIndex|unsavedTypingStorage)\.(set|remove)\(/;
const ALLOWED = [
  { file: 'components/options/settings-model.ts', write: 'settingsStorage.setValue(' },
  // Typing rescued at pagehide: the side panel's own item (see lib/storage.ts).
  { file: 'components/sidepanel/composer-model.ts', write: 'unsavedTypingStorage.' },
  // Which workspace the popup showed last: a hint in the popup's own localStorage, read by no
  // other context; a stale one costs a second read, never wrong rows (components/popup/first-read.ts).
  { file: 'components/popup/first-read.ts', write: 'localStorage.setItem(SHOWN_KEY' },
];

describe('one writer per stored item', () => {
  it('pages never write storage: they ask the worker through the protocol', () => {
    const pages = [
      ...filesUnder('components'),
      ...filesUnder('entrypoints').filter((f) => !f.includes('background')),
    ];
    const offences = pages.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => WRITES.test(line))
        .filter((line) => !ALLOWED.some((a) => file === a.file && line.includes(a.write)))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(
      offences,
      'A page writes storage. Add a protocol operation (lib/messaging/protocol.ts) and let the worker write it.',
    ).toEqual([]);
  });
});
