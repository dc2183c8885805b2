import { describe, expect, it } from 'vitest';
import { fitToParent } from './fit-to-parent.ts';

describe('fitToParent', () => {
  it('caps fixed widths and max-widths at the parent, in any unit', () => {
    expect(fitToParent({ width: '600px', maxWidth: '1200px', padding: '0 20px' })).toEqual({
      width: 'min(600px, 100%)',
      maxWidth: 'min(1200px, 100%)',
      padding: '0 20px',
    });
    expect(fitToParent({ width: '40rem' })).toEqual({ width: 'min(40rem, 100%)' });
    expect(fitToParent({ width: '150%' })).toEqual({ width: 'min(150%, 100%)' });
    expect(fitToParent({ maxWidth: '.5em' })).toEqual({ maxWidth: 'min(.5em, 100%)' });
  });

  it('leaves percentages up to 100, keywords and unitless values as they are', () => {
    const css = { width: '100%', maxWidth: 'none', height: '600px' };
    expect(fitToParent(css)).toEqual(css);
    expect(fitToParent({ width: 'auto', maxWidth: '0' })).toEqual({ width: 'auto', maxWidth: '0' });
    expect(fitToParent({ width: '33.333333%' })).toEqual({ width: '33.333333%' });
  });
});
