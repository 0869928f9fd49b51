import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createFaqModel, faqLanguage, faqLink } from '@/lib/categories-and-faq/faq-model';
import { loadLanguage } from '@/lib/i18n/language';
import { catalogsFromSource } from '@/test/support/catalogs';
import { fail, fakeClient } from '@/test/support/fake-client';

beforeEach(() => {
  fakeBrowser.reset();
  catalogsFromSource();
});

describe('FAQ model', () => {
  it('asks for the instances in the given language and shows what the worker used', async () => {
    const { client, calls } = fakeClient({
      listFaqInstances: ({ language }) => ({ instances: [], language: language ?? 'en' }),
    });
    const model = createFaqModel(client, 'nb-NO');
    await model.load();
    expect(calls).toEqual([{ op: 'listFaqInstances', language: 'nb-NO' }]);
    expect(model.instances.value).toEqual([]);
    expect(model.language.value).toBe('nb-NO');
  });

  it('shows the failure as a sentence', async () => {
    const { client } = fakeClient({
      listFaqInstances: () => {
        throw fail('timeout', { reason: 'error.timeout.after', params: { count: 20 } });
      },
    });
    const model = createFaqModel(client, 'en');
    await model.load();
    expect(model.error.value).toBe('The Ticket API did not answer within 20 seconds.');
  });
});

describe('FAQ language', () => {
  it('is the UI language Sidedesk speaks, not a language it has no catalog for', async () => {
    vi.spyOn(fakeBrowser, 'i18n', 'get').mockReturnValue({ getUILanguage: () => 'de-DE' } as never);
    await loadLanguage('auto');
    expect(faqLanguage()).toBe('en');
    vi.spyOn(fakeBrowser, 'i18n', 'get').mockReturnValue({ getUILanguage: () => 'nb-NO' } as never);
    await loadLanguage('auto');
    expect(faqLanguage()).toBe('nb');
    await loadLanguage('fi');
    expect(faqLanguage()).toBe('fi');
    await loadLanguage('en');
  });
});

describe('FAQ link', () => {
  it('turns a protocol-relative link into https', () => {
    expect(faqLink('//faq.sidedesk.test/help-center/form')).toBe(
      'https://faq.sidedesk.test/help-center/form',
    );
  });

  it.each([
    'http://faq.example.com/x',
    'javascript:alert(1)',
    '//',
    '',
    null,
    42,
    'data:text/html,x',
    '/relative/path',
  ])('refuses %j', (link) => {
    expect(faqLink(link)).toBeNull();
  });

  it('keeps an https link', () => {
    expect(faqLink('https://faq.example.com/a?b=c')).toBe('https://faq.example.com/a?b=c');
  });
});
