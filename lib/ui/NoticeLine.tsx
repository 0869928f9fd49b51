import { describeMessage } from '@/lib/i18n/format';
import type { Notice } from '@/lib/settings/settings-model';

/** The outcome of an action, as one sentence; the live region stays in place so it is announced. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  return (
    <p class={`notice ${notice ? `notice-${notice.kind}` : ''}`} role="status">
      {notice ? describeMessage(notice.message) : ''}
    </p>
  );
}
