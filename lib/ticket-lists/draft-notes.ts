import { type Draft, draftStorage } from '@/lib/storage/read';

// What a Drafts row says of the agent's own draft: its first line and when it was last edited,
// or that "Save as draft" put it in the inbox, so a draft saved there stays in reach from the popup.

export interface DraftNote {
  /** The draft's own first line of text (quotes and markup left out). */
  firstLine: string;
  updatedAt: number;
  /** When the inbox got a draft of it ("Save as draft"), or null. */
  savedInInbox: number | null;
}

/** Only the start of a message is read: no pattern here runs on a long text. */
const READ = 2_000;

/** The first line of the agent's own text: tags stripped, quoted lines (">") skipped when there is more. */
function firstLineOf(message: string): string {
  const lines = message
    .slice(0, READ)
    .replace(/<br\s*\/?>|<\/(p|div|li|blockquote|h\d)>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const own = lines.find((line) => !line.startsWith('>'));
  return (own ?? lines[0] ?? '').slice(0, 160);
}

const draftNoteOf = (draft: Draft): DraftNote => ({
  firstLine: firstLineOf(draft.message),
  updatedAt: draft.updatedAt,
  savedInInbox: draft.savedInInbox?.at ?? null,
});

/** The notes of the drafts of these tickets (one read each; a missing draft has none). */
export async function readDraftNotes(scope: string, ids: number[]): Promise<Map<number, DraftNote>> {
  const drafts = await draftStorage.getMany(scope, ids);
  return new Map([...drafts].map(([id, draft]) => [id, draftNoteOf(draft)]));
}
