import { describe, expect, it } from 'vitest';
import { IDLE, next } from '@/lib/language-help/job';
import { pointsOf } from '@/lib/language-help/message-help';
import { blocksOf, segmentsOf } from '@/lib/language-help/text-blocks';

describe('blocks of a message', () => {
  it('keeps paragraphs, lists and quotes apart, as the translation shows them', () => {
    const text =
      'Hej,\nmitt namn är Eva.\n\n1. Först\n2. Sedan\n- en punkt\n\n> Du skrev:\n> tack\n\nMvh\nEva';
    expect(blocksOf(text)).toEqual([
      { kind: 'paragraph', items: ['Hej,\nmitt namn är Eva.'] },
      { kind: 'numbers', items: ['Först', 'Sedan'] },
      { kind: 'bullets', items: ['en punkt'] },
      { kind: 'quote', items: ['Du skrev:\ntack'] },
      { kind: 'paragraph', items: ['Mvh\nEva'] },
    ]);
  });
});

describe('segments of a reply', () => {
  it('never gives a value, an unresolved variable, a line break or markup to the translator', () => {
    const segments = segmentsOf(
      'Hi Noah Müller,\n<b>thanks</b> for {{ticket.id}}!',
      ['Noah Müller', 'Noah'],
      true,
    );
    expect(segments.filter((s) => s.translate).map((s) => s.text)).toEqual(
      ['Hi', ',', 'thanks', 'for', '!'].filter((w) => /\p{L}/u.test(w)),
    );
    expect(segments.map((s) => s.text).join('')).toBe('Hi Noah Müller,\n<b>thanks</b> for {{ticket.id}}!');
  });

  it('keeps markup characters as text in a plain reply', () => {
    expect(segmentsOf('a <b> c', [], false)).toEqual([{ text: 'a <b> c', translate: true }]);
  });
});

describe('the steps of language help', () => {
  it('goes from a click through its download to done, and says a failure', () => {
    let job = next(IDLE, { type: 'start' });
    job = next(job, { type: 'progress', loaded: 0.5 });
    expect(job).toEqual({ state: 'downloading', percent: 50 });
    expect(next(job, { type: 'progress', loaded: 1 })).toEqual({ state: 'downloading', percent: 100 });
    expect(next(job, { type: 'working' })).toEqual({ state: 'working' });
    expect(next(job, { type: 'finish' })).toEqual({ state: 'done' });
    expect(next(job, { type: 'fail', code: 'needs-click' })).toEqual({
      state: 'failed',
      code: 'needs-click',
    });
    expect(next(IDLE, { type: 'finish' })).toBe(IDLE);
  });

  it('key points lose the model’s bullets and number three to five', () => {
    expect(pointsOf('* one\n- two\n3. three\n\n• four\n* five\n* six')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
  });
});
