import { describe, expect, it } from 'vitest';
import { tableOf } from '@/lib/api/category-table';
import type { Category } from '@/lib/api/schemas';
import { createCategoriesModel } from '@/lib/categories-and-faq/categories-model';
import { fail, fakeClient } from '@/test/support/fake-client';
import { sampleCategory } from '@/test/support/samples';

const node = (id: number, name: string, children: Category[] = []) => sampleCategory(id, name, children);
const TREE = tableOf([
  node(1, 'Billing', [node(2, 'Refunds'), node(3, 'Invoices')]),
  node(4, 'Account', [node(5, 'Login')]),
]);
const names = (model: ReturnType<typeof createCategoriesModel>) =>
  model.view.value.rows.map((row) => row.name);

function setup() {
  const fake = fakeClient({ getCategories: () => ({ table: TREE, fetchedAt: 123 }) });
  return { ...fake, model: createCategoriesModel(fake.client) };
}

describe('categories model', () => {
  it('loads through the worker cache, and bypasses it on Refresh', async () => {
    const { model, calls } = setup();
    await model.load();
    await model.load(true);
    expect(calls).toEqual([{ op: 'getCategories' }, { op: 'getCategories', refresh: true }]);
    expect(model.fetchedAt.value).toBe(123);
    expect(model.total.value).toBe(5);
    expect(names(model)).toEqual(['Billing', 'Account']);
  });

  it('takes the answer the popup asked for while the view loaded, then asks the worker again', async () => {
    const fake = fakeClient({ getCategories: () => ({ table: TREE, fetchedAt: 456 }) });
    const asked = Promise.resolve({ answer: { table: tableOf([node(7, 'Shipping')]), fetchedAt: 123 } });
    const model = createCategoriesModel(fake.client, asked);
    await model.load();
    expect(fake.calls).toEqual([]);
    expect(names(model)).toEqual(['Shipping']);
    await model.load();
    expect(fake.calls).toEqual([{ op: 'getCategories' }]);
    expect(names(model)).toEqual(['Billing', 'Account']);
  });

  it('says a failure of the answer asked while the view loaded', async () => {
    const fake = fakeClient({ getCategories: () => ({ table: TREE, fetchedAt: 456 }) });
    const model = createCategoriesModel(fake.client, Promise.resolve({ failure: new Error('offline') }));
    await model.load();
    expect(model.error.value).not.toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('expands and collapses a category', async () => {
    const { model } = setup();
    await model.load();
    model.toggle(1);
    expect(names(model)).toEqual(['Billing', 'Refunds', 'Invoices', 'Account']);
    model.toggle(1);
    expect(names(model)).toEqual(['Billing', 'Account']);
  });

  it('filters with ancestors kept, and returns to the expanded tree when the filter clears', async () => {
    const { model } = setup();
    await model.load();
    model.toggle(4);
    model.setQuery('refu');
    expect(names(model)).toEqual(['Billing', 'Refunds']);
    expect(model.filter.value?.matchCount).toBe(1);
    model.toggle(1); // in filter mode: closes the auto-opened ancestor only for this query
    expect(names(model)).toEqual(['Billing']);
    model.setQuery('');
    expect(names(model)).toEqual(['Billing', 'Account', 'Login']);
  });

  it('keeps the tree it has and shows the sentence when a refresh fails', async () => {
    let broken = false;
    const { client } = fakeClient({
      getCategories: () => {
        if (broken) throw fail('network');
        return { table: TREE, fetchedAt: 1 };
      },
    });
    const model = createCategoriesModel(client);
    await model.load();
    broken = true;
    await model.load(true);
    expect(model.error.value).toBe(
      'The Ticket API could not be reached. Check your connection and try again.',
    );
    expect(names(model)).toEqual(['Billing', 'Account']);
    expect(model.loading.value).toBe(false);
  });
});
