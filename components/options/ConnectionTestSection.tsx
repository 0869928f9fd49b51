import { describeMessage, t } from '@/lib/i18n/format';
import { CONNECTION_STEPS, type ConnectionTestModel } from './account-models';

const STATE_WORDS = { passed: 'Passed', failed: 'Failed', skipped: 'Not tried' } as const;

/** "Test connection": each step in words, and which one failed. */
export function ConnectionTestSection({ model, unsaved }: { model: ConnectionTestModel; unsaved: boolean }) {
  const steps = model.steps.value;
  return (
    <section aria-labelledby="test-heading">
      <h2 id="test-heading">Test the connection</h2>
      <p class="muted">
        Checks the saved settings step by step: the broker, your sign-in, a token, and one call to the Ticket
        API.
      </p>
      <div class="actions">
        <button type="button" onClick={() => void model.run()} disabled={model.running.value}>
          Test connection
        </button>
        {model.running.value && <span class="muted">Testing…</span>}
        {unsaved && !model.running.value && <span class="muted">Save first to test your changes.</span>}
      </div>
      {model.error.value && (
        <p class="error-message" role="alert">
          {model.error.value}
        </p>
      )}
      {steps && (
        <ol class="steps" aria-label="Connection test results">
          {CONNECTION_STEPS.map(({ name, label }) => {
            const step = steps.find((s) => s.name === name);
            const state = !step ? 'skipped' : step.ok ? 'passed' : 'failed';
            return (
              <li key={name} class={`step step-${state}`}>
                <strong>
                  {label}: {STATE_WORDS[state]}
                </strong>
                {step && <span class="step-message">{t(step.key, step.params)}</span>}
                {step?.notes?.length ? (
                  <ul class="step-notes">
                    {step.notes.map((note) => (
                      <li key={describeMessage(note)}>{describeMessage(note)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
