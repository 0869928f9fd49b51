// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { inertWithoutHandlers } from '@/lib/html/sanitize';

// No handler runs in the sanitizer page: what measuring moves into its live document carries no
// on* attribute, even when the HTML it is given has some (as a mutation of clean HTML could).

describe('measuring sanitized HTML', () => {
  it('moves no handler attribute into the live document', () => {
    const body = inertWithoutHandlers(
      `<p onclick="alert(1)">a</p><img src="data:image/png;base64,x" onerror="alert(2)" ONLOAD="alert(3)"><div><b onmouseover="x">b</b></div>`,
    );
    const attributes = [...body.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.name),
    );
    expect(attributes).toEqual(['src']);
    expect(body.textContent).toBe('ab');
  });
});
