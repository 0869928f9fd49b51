import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, type InstanceSpec as Instance, instanceSpec } from '@/lib/api/schemas';
import { startSandbox, type TestSandbox } from './helpers';

describe('sandbox GET /faq/instances', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const instances = async (headers: Record<string, string> = {}) => {
    const result = await sandbox.api('/faq/instances', { headers });
    expect(result.status).toBe(200);
    const list = z.array(instanceSpec).parse(envelopeSchema.parse(result.json).data);
    const byName = (name: string): Instance => {
      const found = list.find((instance) => instance.name === name);
      if (!found) throw new Error(`no instance ${name}`);
      return found;
    };
    return { list, byName, contentLanguage: result.headers.get('Content-Language') };
  };

  it('lists several instances with their languages, valid for the extension', async () => {
    const { list } = await instances();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((instance) => instance.isDefault)).toHaveLength(1);
    for (const instance of list) expect(instance.availableLanguages.length).toBeGreaterThan(0);
    expect(list.some((instance) => instance.availableLanguages.length > 1)).toBe(true);
  });

  it('without a language header, serves each FAQ in its own default language', async () => {
    const { byName, contentLanguage } = await instances();
    expect(byName('help-center').displayName).toBe('Help Center');
    expect(byName('kundeservice').displayName).toBe('Kundeservice');
    expect(contentLanguage).toBe('en');
  });

  it('selects the language by the first Accept-Language entry', async () => {
    const { byName, contentLanguage } = await instances({ 'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.8' });
    expect(contentLanguage).toBe('nb');
    expect(byName('help-center')).toMatchObject({
      displayName: 'Hjelpesenter',
      headerTitle: 'Hvordan kan vi hjelpe deg?',
    });
    // An instance without Norwegian stays in its default language.
    expect(byName('developer-docs').displayName).toBe('Developer Docs');
  });

  it('ignores later Accept-Language entries when the first is unknown', async () => {
    const { byName, contentLanguage } = await instances({ 'Accept-Language': 'fr-FR, nb;q=0.9' });
    expect(contentLanguage).toBe('en');
    expect(byName('help-center').displayName).toBe('Help Center');
  });

  it('selects the language by SbLanguage, which wins over Accept-Language', async () => {
    const { byName, contentLanguage } = await instances({ SbLanguage: 'swedish', 'Accept-Language': 'fi' });
    expect(contentLanguage).toBe('sv');
    expect(byName('help-center').displayName).toBe('Hjälpcenter');
  });

  it('switches the instance language id with the language', async () => {
    const english = (await instances({ 'Accept-Language': 'en' })).byName('help-center').language;
    const finnish = (await instances({ 'Accept-Language': 'fi' })).byName('help-center');
    expect(finnish.displayName).toBe('Ohjekeskus');
    expect(finnish.language).not.toBe(english);
  });
});
