import { useEffect } from 'preact/hooks';
import type { Instance } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import { ErrorMessage } from '@/lib/ui/ErrorMessage';
import { orUnknown } from '@/lib/ui/unknown';
import { type FaqModel, faqLink } from './faq-model';

function FaqInstance({ instance }: { instance: Instance }) {
  const name = instance.displayName || instance.name || t('faq.name-unknown');
  const link = faqLink(instance.defaultFormLink);
  return (
    <li class="faq-instance">
      <h2 class="faq-name">
        <bdi>{name}</bdi>
        {instance.isDefault && <span class="faq-default">{t('faq.default')}</span>}
      </h2>
      <p class="muted">
        {t('faq.languages', {
          list: !instance.availableLanguages
            ? t('faq.languages.unknown')
            : instance.availableLanguages.length
              ? instance.availableLanguages.join(', ')
              : t('faq.languages.none'),
        })}
      </p>
      <p>
        {t('faq.topics', {
          active: orUnknown(instance.activeTopicCount),
          published: orUnknown(instance.publishedTopicCount),
        })}
      </p>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {t('faq.open', { name })}
          <span class="visually-hidden">{t('faq.new-tab')}</span>
        </a>
      )}
    </li>
  );
}

/** FAQ instances in the browser's UI language. */
export function FaqView({ model }: { model: FaqModel }) {
  useEffect(() => {
    if (!model.instances.value) void model.load();
  }, [model]);
  const instances = model.instances.value;
  return (
    <div class="faq">
      <p class="muted" role="status">
        {model.loading.value
          ? t('faq.loading')
          : instances
            ? t('faq.count', { count: instances.length, language: model.language.value })
            : ''}
      </p>
      <ErrorMessage message={model.error.value} />
      {instances && instances.length > 0 && (
        <ul class="faq-list">
          {instances.map((instance, index) => (
            <FaqInstance key={instance.name ?? index} instance={instance} />
          ))}
        </ul>
      )}
    </div>
  );
}
