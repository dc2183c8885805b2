import { describe, expect, it } from 'vitest';

/**
 * Tests that each named list's items have distinct lower-case slug ids: element keys are built from
 * them, so a list of repeated items on an editable page must pass (one `it` per list, under `title`).
 */
export function describeItemIds(title: string, lists: Record<string, readonly { id: string }[]>): void {
  describe(title, () => {
    for (const [name, items] of Object.entries(lists)) {
      it(`${name}: every item has its own lower-case slug`, () => {
        const ids = items.map((item) => item.id);
        expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
        expect(new Set(ids).size).toBe(ids.length);
      });
    }
  });
}
