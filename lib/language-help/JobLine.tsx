import { t } from '@/lib/i18n/format';
import type { Job } from './job';

/** What a step of language help is doing: its download's progress, or its failure with Try again. */
export function JobLine({
  job,
  downloading,
  failures,
  retry,
}: {
  job: Job;
  /** The sentence of the download, with its percent. */
  downloading: (percent: number) => string;
  /** A failure's sentence when the step has its own (an unsupported pair names its languages). */
  failures?: { 'unsupported-pair'?: string };
  retry: () => void;
}) {
  if (job.state === 'downloading')
    return (
      <div class="lh-progress" role="status">
        <span>{downloading(job.percent)}</span>
        <progress max={100} value={job.percent} aria-label={downloading(job.percent)} />
      </div>
    );
  if (job.state !== 'failed') return null;
  const unsupported = job.code === 'unsupported-pair' && failures?.['unsupported-pair'];
  return (
    <p class="lh-failed" role="alert">
      {unsupported || t(`help.${job.code === 'unsupported-pair' ? 'failed' : job.code}`)}{' '}
      {!unsupported && (
        <button type="button" class="link" onClick={retry}>
          {t('help.retry')}
        </button>
      )}
    </p>
  );
}
