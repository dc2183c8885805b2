import type { CSSProperties } from 'react';

// A length the admin typed ('600px', '40rem', '120%'): a number and a unit. Keywords (auto, fit-content) and
// functions are left alone, as is a percentage of at most 100, which never outgrows the parent.
const LENGTH = /^(\d+(?:\.\d+)?|\.\d+)([a-z]+|%)$/i;

function capped<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const match = LENGTH.exec(value.trim());
  if (match === null) return value;
  if (match[2] === '%' && Number(match[1]) <= 100) return value;
  return `min(${value.trim()}, 100%)`;
}

/**
 * The CSS with its width and max-width capped at the parent's width (`min(600px, 100%)`), so a fixed width set for
 * desktop never makes a phone's page, or the builder canvas in Mobile View, wider than the screen (issue 27).
 */
export function fitToParent(css: CSSProperties): CSSProperties {
  if (css.width === undefined && css.maxWidth === undefined) return css;
  const next: CSSProperties = { ...css };
  if (css.width !== undefined) next.width = capped(css.width);
  if (css.maxWidth !== undefined) next.maxWidth = capped(css.maxWidth);
  return next;
}
