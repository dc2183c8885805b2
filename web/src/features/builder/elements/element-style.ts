import { STYLE_KEYS, checkStyleValue, type ElementStyle } from '@app/builder-engine';
import type { CSSProperties } from 'react';

// The engine's font weight names as CSS numbers (medium and semibold have no CSS keyword).
const FONT_WEIGHT_CSS = { normal: 400, medium: 500, semibold: 600, bold: 700 } as const;

/**
 * The CSS of an element's style map: only the engine's 15 style keys, and only values the engine accepts
 * (checked again here, so a tree that bypassed validation still cannot inject CSS). Font weights map
 * medium to 500 and semibold to 600.
 */
export function elementCss(style: ElementStyle): CSSProperties {
  const css: Record<string, string | number> = {};
  for (const key of STYLE_KEYS) {
    const value = style[key];
    if (value === undefined || checkStyleValue(key, value) !== null) continue;
    css[key] = key === 'fontWeight' ? FONT_WEIGHT_CSS[value as keyof typeof FONT_WEIGHT_CSS] : value;
  }
  return css;
}
