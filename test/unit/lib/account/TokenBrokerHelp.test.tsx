// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TokenBrokerHelp } from '@/lib/account/TokenBrokerHelp';
import { setCatalog } from '@/lib/i18n/format';
import { loadLanguage } from '@/lib/i18n/language';
import { defaultSettings, settingsStorage } from '@/lib/settings/items';
import { loadSettingsLanguage } from '@/lib/settings/language';
import { tWith } from '@/lib/ui/rich-text';
import { catalogsFromSource } from '@/test/support/catalogs';
import { useRenderRoot } from '@/test/support/render-root';

// "What is a token broker?" (options.html#token-broker, linked from Options) speaks the chosen language.

const root = useRenderRoot();
beforeEach(() => {
  fakeBrowser.reset();
  catalogsFromSource();
});
afterEach(() => loadLanguage('en'));

describe('the token broker help page', () => {
  it('is in Norwegian when Norwegian is chosen in Options, with the broker’s code as code', async () => {
    await settingsStorage.setValue({ ...defaultSettings, language: 'nb' });
    await loadSettingsLanguage();
    render(<TokenBrokerHelp />, root());
    expect(root().querySelector('h1')?.textContent).toBe('Hva er en tokenmegler?');
    expect([...root().querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Dette ber Sidedesk megleren om',
      'Slik kjører du en',
    ]);
    expect(root().querySelector('em')?.textContent).toBe('fornyingstoken');
    const first = root().querySelector('li');
    expect(first?.textContent).toMatch(
      /^POST \{meglerens URL\} med informasjonskapsler og headeren X-Sidedesk: 1 svarer/,
    );
    expect([...(first?.querySelectorAll('code') ?? [])].map((c) => c.textContent)).toEqual([
      'POST {meglerens URL}',
      'X-Sidedesk: 1',
      '{"access_token", "token_type": "bearer", "expires_in", "agent": {"email", "name"}}',
      'Cache-Control: no-store',
    ]);
  });

  it('is in English by default', async () => {
    await loadSettingsLanguage();
    render(<TokenBrokerHelp />, root());
    expect(root().querySelector('h1')?.textContent).toBe('What is a token broker?');
    expect(root().querySelector('strong')?.textContent).toBe('token broker');
  });
});

describe('tWith', () => {
  it('puts elements where the language puts their placeholders, and leaves the words as text', () => {
    setCatalog('xx', { 'broker-help.asks.origin': '{any} never, only ours ({any})' });
    const parts = tWith('broker-help.asks.origin', { any: <code>*</code> });
    render(<p>{parts}</p>, root());
    expect(root().innerHTML).toBe('<p><code>*</code> never, only ours (<code>*</code>)</p>');
  });
});
