import type { Instance } from '@/lib/api/schemas';

// FAQ instances as "Insert FAQ link" items of the saved-replies listbox.

export interface FaqLink {
  id: string;
  name: string;
  url: string;
}

/** The instance's form link as an https address (the API gives `//host/path`); null otherwise. */
function faqUrl(instance: Pick<Instance, 'defaultFormLink' | 'formLink'>): string | null {
  const link =
    typeof instance.formLink === 'string' && instance.formLink ? instance.formLink : instance.defaultFormLink;
  if (typeof link !== 'string') return null; // unknown (tolerant reading): no link to offer
  try {
    const url = new URL(link.trim(), 'https://invalid.invalid');
    if (url.protocol !== 'https:' || url.hostname === 'invalid.invalid' || url.username || url.password)
      return null;
    return url.href;
  } catch {
    return null;
  }
}

/** One item per instance with an https link. */
export function faqLinks(instances: readonly Instance[]): FaqLink[] {
  return instances.flatMap((instance) => {
    const url = faqUrl(instance);
    return url
      ? [{ id: `faq:${instance.name}`, name: instance.displayName || instance.name || url, url }]
      : [];
  });
}
