import type { ElementStyle } from '@app/contracts';
import type { CSSProperties } from 'react';

const FONT_WEIGHTS: Record<NonNullable<ElementStyle['fontWeight']>, number> = {
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
};

/**
 * The inline CSS of an element's edited style: colours, font size (px), weight, alignment and the
 * border options (width in px, drawn solid, radius in px, colour). Absent options add nothing.
 */
export function editStyle(style: ElementStyle | undefined): CSSProperties {
  if (!style) return {};
  const css: CSSProperties = {};
  if (style.color !== undefined) css.color = style.color;
  if (style.backgroundColor !== undefined) css.backgroundColor = style.backgroundColor;
  if (style.fontSize !== undefined) css.fontSize = `${style.fontSize}px`;
  if (style.fontWeight !== undefined) css.fontWeight = FONT_WEIGHTS[style.fontWeight];
  if (style.textAlign !== undefined) css.textAlign = style.textAlign;
  if (style.borderWidth !== undefined) {
    css.borderWidth = `${style.borderWidth}px`;
    css.borderStyle = 'solid';
  }
  if (style.borderRadius !== undefined) css.borderRadius = `${style.borderRadius}px`;
  if (style.borderColor !== undefined) css.borderColor = style.borderColor;
  return css;
}

/** The inline CSS of a block's (section, card, table) edited style: its background colour only. */
export function blockEditStyle(style: ElementStyle | undefined): CSSProperties {
  return style?.backgroundColor === undefined ? {} : { backgroundColor: style.backgroundColor };
}
