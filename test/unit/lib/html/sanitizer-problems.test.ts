import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '@/lib/diagnostics/problem';
import { passOn, report, setProblemSink } from '@/lib/diagnostics/report';
import { reportToParent } from '@/lib/html/sanitizer-frame';

// The sanitizer's sandboxed page has no extension APIs: its problems go to the page that embeds it,
// which passes them on to the worker's store as its own, made safe again.

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the sanitizer page's problems", () => {
  afterEach(() => setProblemSink(null));

  it('go to the page that embeds it', async () => {
    const postMessage = vi.fn();
    reportToParent({ parent: { postMessage } } as unknown as Window);
    report(new TypeError('measure failed'), 'sanitize/measure');
    await settled();
    expect(postMessage).toHaveBeenCalledWith(
      {
        problem: expect.objectContaining({
          area: 'sanitize/measure',
          code: 'TypeError',
          reason: 'measure failed',
        }),
      },
      '*',
    );
  });

  it('are passed on by that page, redacted again', async () => {
    const kept: Problem[] = [];
    setProblemSink((problem) => kept.push(problem));
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZ2VudC0xNyJ9.c2lnbmF0dXJlLXNlY3JldA';
    passOn({ at: 5, area: 'sanitize/measure', code: 'Error', reason: `for "a customer's words" ${token}` });
    await settled();
    expect(kept).toEqual([{ at: 5, area: 'sanitize/measure', code: 'Error', reason: 'for [text] [token]' }]);
  });
});
