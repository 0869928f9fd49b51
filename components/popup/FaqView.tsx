import { useEffect } from 'preact/hooks';
import { ErrorMessage } from '@/components/common/ErrorMessage';
import { orUnknown } from '@/components/common/unknown';
import type { Instance } from '@/lib/api/schemas';
import { type FaqModel, faqLink } from './faq-model';

function FaqInstance({ instance }: { instance: Instance }) {
  const name = instance.displayName || instance.name || 'Name unknown';
  const link = faqLink(instance.defaultFormLink);
  return (
    <li class="faq-instance">
      <h2 class="faq-name">
        <bdi>{name}</bdi>
        {instance.isDefault && <span class="faq-default">Default</span>}
      </h2>
      <p class="muted">
        Languages:{' '}
        {!instance.availableLanguages
          ? 'unknown'
          : instance.availableLanguages.length
            ? instance.availableLanguages.join(', ')
            : 'none listed'}
      </p>
      <p>
        {orUnknown(instance.activeTopicCount)} active topics · {orUnknown(instance.publishedTopicCount)}{' '}
        published topics
      </p>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer">
          Open {name}
          <span class="visually-hidden"> (opens in a new tab)</span>
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
          ? 'Loading FAQ instances…'
          : instances
            ? `${instances.length} FAQ ${instances.length === 1 ? 'instance' : 'instances'}, requested in ${model.language.value}`
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
