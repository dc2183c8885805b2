import { PALETTE_ELEMENT_TYPES } from '@app/builder-engine';
import { describe, expect, it } from 'vitest';
import { PALETTE_GROUPS } from './elements-palette.tsx';

describe('the Elements tab', () => {
  it('offers exactly the 17 types of the product spec, in its three groups; rich text is not among them', () => {
    const offered = PALETTE_GROUPS.flatMap((group) => group.types);
    expect(offered).toEqual([...PALETTE_ELEMENT_TYPES]);
    expect(offered).toHaveLength(17);
    expect(offered).not.toContain('richtext');
  });
});
