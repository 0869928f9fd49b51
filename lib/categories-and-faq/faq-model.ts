import { signal } from '@preact/signals';
import type { Instance } from '@/lib/api/schemas';
import { activeLocale, describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';

/** The language the FAQ is requested in: the UI language (sent as Accept-Language by the worker). */
export const faqLanguage = (): string => activeLocale();

/**
 * The instance's link, as https. `defaultFormLink` is protocol-relative ("//faq.example.com/x");
 * anything that does not become an https URL is not shown as a link at all.
 */
export function faqLink(link: unknown): string | null {
  if (typeof link !== 'string' || !link.trim()) return null;
  const raw = link.trim();
  const absolute = raw.startsWith('//') ? `https:${raw}` : raw;
  try {
    const url = new URL(absolute);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** FAQ instances in one language, loaded when the FAQ tab first shows. */
export function createFaqModel(client: ProtocolClient, language: string = faqLanguage()) {
  const instances = signal<Instance[] | null>(null);
  const shownLanguage = signal(language);
  const loading = signal(false);
  const error = signal<string | null>(null);

  async function load(): Promise<void> {
    loading.value = true;
    error.value = null;
    try {
      const result = await client.call({ op: 'listFaqInstances', language });
      instances.value = result.instances;
      shownLanguage.value = result.language;
    } catch (failure) {
      error.value = describeError(failure);
    } finally {
      loading.value = false;
    }
  }

  return { instances, language: shownLanguage, loading, error, load };
}
export type FaqModel = ReturnType<typeof createFaqModel>;
