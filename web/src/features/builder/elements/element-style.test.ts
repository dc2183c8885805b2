import type { ElementStyle } from '@app/builder-engine';
import { describe, expect, it } from 'vitest';
import { elementCss } from './element-style.ts';

describe('elementCss', () => {
  it('maps every style key, font weights as numbers', () => {
    const style: ElementStyle = {
      color: '#ffffff',
      fontSize: '32px',
      textAlign: 'center',
      fontWeight: 'semibold',
      backgroundColor: '#13111A',
      borderRadius: '8px',
      padding: '10px 20px',
      margin: '0 auto',
      width: '100%',
      height: 'auto',
      opacity: 0.5,
      boxShadow: '0 1px 2px #000',
      maxWidth: '1200px',
      display: 'flex',
      flexWrap: 'wrap',
    };
    expect(elementCss(style)).toEqual({ ...style, fontWeight: 600 });
    expect(elementCss({ fontWeight: 'medium' })).toEqual({ fontWeight: 500 });
    expect(elementCss({ fontWeight: 'normal' })).toEqual({ fontWeight: 400 });
    expect(elementCss({ fontWeight: 'bold' })).toEqual({ fontWeight: 700 });
  });

  it('drops unknown keys and values the engine refuses, so nothing else reaches the CSS', () => {
    const tampered = {
      color: 'red;background:url(x)',
      position: 'fixed',
      fontSize: '500px',
      opacity: 3,
      padding: '4px',
    } as unknown as ElementStyle;
    expect(elementCss(tampered)).toEqual({ padding: '4px' });
  });
});
