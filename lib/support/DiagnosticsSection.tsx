import { useEffect } from 'preact/hooks';
import type { Problem } from '@/lib/diagnostics/problem';
import { activeLocale, t } from '@/lib/i18n/format';
import { NoticeLine } from '@/lib/ui/NoticeLine';
import type { DiagnosticsModel } from './diagnostics-model';
import { problemSentence } from './problem-sentence';
import './diagnostics.css';

const timeOf = (at: number) =>
  new Date(at).toLocaleString(activeLocale(), { dateStyle: 'short', timeStyle: 'medium' });

/** When, where and the case's sentence; the code (what support searches for) beside it. */
function ProblemLine({ problem }: { problem: Problem }) {
  const { at, area, code } = problem;
  const reason = problemSentence(problem);
  return (
    <li>
      {reason
        ? t('diagnostics.problem.reason', { time: timeOf(at), area, reason })
        : t('diagnostics.problem', { time: timeOf(at), area })}{' '}
      <code>{code}</code>
    </li>
  );
}

/** The problems kept for support, the version and browser, the unfinished sends; Copy for support. */
export function DiagnosticsSection({ model }: { model: DiagnosticsModel }) {
  useEffect(() => model.follow(), [model]);
  const found = model.found.value;
  const copied = model.copied.value;
  return (
    <div class="diagnostics">
      <h3>{t('diagnostics.title')}</h3>
      <p class="muted">{t('diagnostics.intro')}</p>
      {model.failed.value && (
        <p class="error-message" role="alert">
          {t('diagnostics.load-failed')}
        </p>
      )}
      {found && (
        <>
          <p>{t('diagnostics.about', { version: found.version, browser: found.browser })}</p>
          <p>
            {found.sends.length
              ? t('diagnostics.sends', { count: found.sends.length })
              : t('diagnostics.sends.none')}
          </p>
          {found.sends.length > 0 && (
            <ul class="diagnostics-sends">
              {found.sends.map((send) => (
                <li key={send.sendId}>
                  {t('diagnostics.send', { ticketId: send.ticketId, state: send.state })}{' '}
                  <code>{send.sendId}</code>
                </li>
              ))}
            </ul>
          )}
          {found.problems.length ? (
            <ol class="diagnostics-problems" aria-label={t('diagnostics.list')}>
              {[...found.problems].reverse().map((problem, index) => (
                <ProblemLine key={`${problem.at}-${index}`} problem={problem} />
              ))}
            </ol>
          ) : (
            <p class="muted">{t('diagnostics.none')}</p>
          )}
        </>
      )}
      <div class="actions">
        <button type="button" onClick={() => void model.copy()}>
          {t('diagnostics.copy')}
        </button>
      </div>
      <NoticeLine notice={copied ? { kind: copied.kind, message: { key: copied.key } } : null} />
    </div>
  );
}
