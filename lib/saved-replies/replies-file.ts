import { SidedeskError } from '@/lib/api/errors';
import type { MessageKey, Params } from '@/lib/i18n/format';
import { REPLIES_FORMAT, REPLIES_FORMAT_VERSION } from '@/lib/records/replies-file-format';
import { MAX_SAVED_REPLIES, type SavedReplyData } from '@/lib/records/saved-reply';
import { savedReplyDataSchema } from '@/lib/records/saved-reply-schema';
import { z } from '@/lib/zod';

// Checks a saved-replies file (Import, the broker's team library) in the worker. A bad file is
// refused as a whole with the first problem named; the caller then touches nothing.

const headerSchema = z.looseObject({
  format: z.literal(REPLIES_FORMAT),
  version: z.int().check(z.positive()),
});
const fileSchema = z.strictObject({
  format: z.literal(REPLIES_FORMAT),
  version: z.int().check(z.positive(), z.lte(REPLIES_FORMAT_VERSION)),
  replies: z.array(savedReplyDataSchema).check(z.maxLength(MAX_SAVED_REPLIES)),
});

const refuse = (reason: MessageKey, params: Params = {}) =>
  new SidedeskError('bad-input', { reason, params });

/** Where a problem is, as the file names it: `replies[2].shortcut`. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : `${text}${text ? '.' : ''}${String(part)}`,
    '',
  );
}

/** The replies of a file's JSON text; throws bad-input naming the first problem. */
export function parseRepliesFile(text: string): SavedReplyData[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('error.bad-input.replies-file.not-json');
  }
  return parseRepliesJson(json);
}

export function parseRepliesJson(json: unknown): SavedReplyData[] {
  const header = headerSchema.safeParse(json);
  if (!header.success) throw refuse('error.bad-input.replies-file.not-replies', { format: REPLIES_FORMAT });
  if (header.data.version > REPLIES_FORMAT_VERSION)
    throw refuse('error.bad-input.replies-file.newer', { version: header.data.version });
  const file = fileSchema.safeParse(json);
  if (file.success) return file.data.replies;
  const issue = file.error.issues[0];
  const field = pathOf(issue?.path ?? []);
  if (issue?.code === 'too_big' && field === 'replies')
    throw refuse('error.bad-input.replies-file.too-many', { max: MAX_SAVED_REPLIES });
  if (issue?.code === 'unrecognized_keys')
    throw refuse('error.bad-input.replies-file.unknown-field', {
      field: pathOf([...issue.path, issue.keys[0] ?? '']),
    });
  throw refuse('error.bad-input.replies-file.bad-field', { field: field || 'replies' });
}
