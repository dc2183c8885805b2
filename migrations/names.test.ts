import { describe, expect, it } from 'vitest';
import { migrationsList } from './index.ts';
import { migrationNames } from './names.ts';

describe('migrationNames', () => {
  it('names every migration of migrationsList, in the same order', () => {
    expect(migrationNames).toEqual(migrationsList.map((migration) => migration.name));
  });
});
