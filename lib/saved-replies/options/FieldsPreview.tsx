import { t } from '@/lib/i18n/format';
import { type FillInField, parseFields } from '@/lib/records/fill-in-fields';

// Under the editor's Text: what the composer's form will ask for, and each malformed field named
// by its place, so a team sees a mistake before an agent meets it.

function describeField(field: FillInField): string {
  const kind =
    field.kind === 'choice'
      ? t('replies.fields.kind.choice', { choices: field.choices.join(', ') })
      : t(`replies.fields.kind.${field.kind}`);
  return field.fallback === null
    ? kind
    : `${kind}, ${t('replies.fields.default', { value: field.fallback })}`;
}

const EXAMPLES =
  '{{ask:Order number}} {{ask:Amount|number|default:0}} {{ask:Shipping|choice:Standard,Express}} {{ask:Delivery|date}}';

export function FieldsPreview({ text }: { text: string }) {
  const { fields, problems } = parseFields(text);
  return (
    <div class="reply-fields">
      <p class="muted">{t('replies.fields.syntax', { examples: EXAMPLES })}</p>
      {fields.length > 0 && (
        <>
          <p id="reply-fields-title">{t('replies.fields.asks')}</p>
          <ul aria-labelledby="reply-fields-title">
            {fields.map((field) => (
              <li key={field.name}>
                <strong>{field.name}</strong>: {describeField(field)}
              </li>
            ))}
          </ul>
        </>
      )}
      {problems.length > 0 && (
        <ul class="error">
          {problems.map((problem) => (
            <li key={problem.place}>
              {t('replies.fields.problem', {
                place: problem.place,
                line: problem.line,
                source: problem.source,
                problem: t(`replies.fields.problem.${problem.code}`, { part: problem.part ?? '' }),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
