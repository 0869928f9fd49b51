import { describeMessage, t } from '@/lib/i18n/format';
import { describeProblem } from '@/lib/ui/describe-problem';
import { CONNECTION_STEPS, type ConnectionTestModel } from './account-models';
import './connection-test.css';

const STATE_WORDS = {
  passed: 'options.test.passed',
  failed: 'options.test.failed',
  skipped: 'options.test.skipped',
} as const;

/** "Test connection": each step in words, and which one failed. */
export function ConnectionTestSection({ model, unsaved }: { model: ConnectionTestModel; unsaved: boolean }) {
  const steps = model.steps.value;
  return (
    <>
      <p class="muted">{t('options.test.intro')}</p>
      <div class="actions">
        <button type="button" onClick={() => void model.run()} disabled={model.running.value}>
          {t('options.test.run')}
        </button>
        {model.running.value && <span class="muted">{t('options.test.running')}</span>}
        {unsaved && !model.running.value && <span class="muted">{t('options.test.save-first')}</span>}
      </div>
      {model.error.value && (
        <p class="error-message" role="alert">
          {model.error.value}
        </p>
      )}
      {steps && (
        <ol class="steps" aria-label={t('options.test.results')}>
          {CONNECTION_STEPS.map(({ name, label }) => {
            const step = steps.find((s) => s.name === name);
            const state = !step ? 'skipped' : step.ok ? 'passed' : 'failed';
            return (
              <li key={name} class={`step step-${state}`}>
                <strong>{t('options.test.step', { step: t(label), state: t(STATE_WORDS[state]) })}</strong>
                {step && <span class="step-message">{t(step.key, step.params)}</span>}
                {step?.notes?.length ? (
                  <ul class="step-notes">
                    {step.notes.map((problem) => {
                      const note = describeMessage(describeProblem(problem));
                      return <li key={note}>{note}</li>;
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
