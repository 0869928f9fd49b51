import type { Problem } from '@/lib/diagnostics/problem';
import { describeError, knowsMessage } from '@/lib/i18n/format';

/**
 * A problem's case as the agent reads it, in their language: a catalog key (`error.server.write`)
 * becomes its sentence, with the HTTP status kept beside it. A sentence that needs words the problem
 * never keeps (`{origin}`, `{detail}`) gives way to its code's own sentence. A reason that is no key
 * (an error's redacted message, as the browser wrote it) is shown as it is; none gives nothing.
 */
export function problemSentence({ code, reason, status }: Problem): string | undefined {
  if (!reason || !knowsMessage(reason)) return reason;
  const sentence = describeError({ code, reason, params: status ? { status } : {} });
  return /\{\w+\}/.test(sentence) ? describeError({ code }) : sentence;
}
