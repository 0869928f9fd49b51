import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { createReplyTranslation } from '@/lib/language-help/reply-translation';
import { asData, type MessageFormat } from '@/lib/records/variables';
import { installOnDeviceFake } from '@/test/support/on-device-fake';
import { eventually } from '@/test/support/settle';

// The agent's reply translated in the box: the Translator (the test fake, which writes "[sv] "
// before each piece it is given) gets the agent's own words only, never a variable's value, a
// fill-in's value, a field left to fill in or the signature.

const g = globalThis as Record<string, unknown>;
afterEach(() => {
  for (const name of ['LanguageDetector', 'Translator', 'Summarizer', '__onDeviceFake']) delete g[name];
});

/** The reply after Translate, with `kept` as the pane gives them (ticket, fill-ins, signature). */
async function translated(format: MessageFormat, message: string, kept: string[]) {
  installOnDeviceFake({});
  const box = signal(message);
  const reply = createReplyTranslation({
    message: box,
    format: () => format,
    from: 'en',
    to: 'sv',
    kept: async () => kept,
  });
  await reply.translate();
  await eventually(() => expect(reply.job.value.state).toBe('done'));
  return { box, reply };
}

/** A fill-in's values as the form gives them: a number, a date (formatted), a choice, a text. */
const FILLED = ['1,250', '3 October 2026', 'Express', 'A_17 & <Co>'];

describe('a reply translated in the box', () => {
  it('keeps fill-in values, variables and a field left to fill in as they are (plain text)', async () => {
    const { box, reply } = await translated(
      'text',
      'Hi Noah Müller, you get 1,250 back by Express on 3 October 2026 for A_17 & <Co>.\nOrder {{ask:Order number}}\n-- \nAlex Agent',
      ['Noah Müller', 'Noah', ...FILLED, '-- \nAlex Agent'],
    );
    expect(box.value).toBe(
      '[sv] Hi Noah Müller[sv] , you get 1,250 [sv] back by Express [sv] on 3 October 2026 [sv] for A_17 & <Co>.\n[sv] Order {{ask:Order number}}\n-- \nAlex Agent',
    );
    expect(reply.translatedInBox.value).toBe(true);
    reply.restore();
    expect(box.value).toMatch(/^Hi Noah Müller, you get/);
  });

  it('finds a value as the message format wrote it in (Markdown escapes, HTML entities)', async () => {
    for (const format of ['markdown', 'html'] as const) {
      const value = asData('A_17 & <Co>', format);
      const { box } = await translated(format, `Your order ${value} ships by Express.`, FILLED);
      expect(box.value).toBe(`[sv] Your order ${value} [sv] ships by Express.`);
    }
  });
});
