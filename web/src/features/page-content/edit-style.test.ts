import { describe, expect, it } from 'vitest';
import { blockEditStyle, editStyle } from './edit-style.ts';

describe('editStyle', () => {
  it('adds nothing without a style', () => {
    expect(editStyle(undefined)).toEqual({});
    expect(editStyle({})).toEqual({});
  });

  it('turns every option into CSS: sizes in px, weights as numbers, a solid border', () => {
    expect(
      editStyle({
        color: '#fff',
        backgroundColor: 'rgb(0, 0, 0)',
        fontSize: 18,
        fontWeight: 'medium',
        textAlign: 'justify',
        borderWidth: 0,
        borderRadius: 12,
        borderColor: 'red',
      }),
    ).toEqual({
      color: '#fff',
      backgroundColor: 'rgb(0, 0, 0)',
      fontSize: '18px',
      fontWeight: 500,
      textAlign: 'justify',
      borderWidth: '0px',
      borderStyle: 'solid',
      borderRadius: '12px',
      borderColor: 'red',
    });
  });
});

describe('blockEditStyle', () => {
  it('keeps only the background colour', () => {
    expect(blockEditStyle({ backgroundColor: '#123', color: '#fff', fontSize: 20 })).toEqual({ backgroundColor: '#123' });
    expect(blockEditStyle({ color: '#fff' })).toEqual({});
  });
});
