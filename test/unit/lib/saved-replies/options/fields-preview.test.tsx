// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { FieldsPreview } from '@/lib/saved-replies/options/FieldsPreview';
import { useRenderRoot } from '@/test/support/render-root';

// Options › Saved replies: under Text, what the composer's form will ask for, and each malformed
// field named by its place.

const root = useRenderRoot();

describe('the preview of a saved reply’s form', () => {
  it('lists each field once with its kind and default, and names malformed ones by place', () => {
    const text =
      'Hi,\n{{ask:Order}} {{ask:Amount|number|default:0}}\n{{ask:Ship|choice:A,B}} {{ask:Order}}\n{{ask:When|dat}}';
    render(<FieldsPreview text={text} />, root());
    const [asks, problems] = [...root().querySelectorAll('ul')];
    expect([...(asks?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Order: text',
      'Amount: a number, default 0',
      'Ship: one of A, B',
    ]);
    expect(problems?.textContent).toBe('Field 5 (line 4, {{ask:When|dat}}): Sidedesk does not know “dat”.');
  });

  it('shows only the syntax for a text without fields', () => {
    render(<FieldsPreview text="Hi {{customer.firstName}}" />, root());
    expect(root().querySelectorAll('ul')).toHaveLength(0);
    expect(root().textContent).toContain('{{ask:Amount|number|default:0}}');
  });
});
