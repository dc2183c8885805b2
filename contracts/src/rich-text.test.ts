import { LIMITS, elementDefaults } from '@app/builder-engine';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_LENGTH, richTextElementSchema } from './rich-text.ts';

const element = (content: string, extra: Record<string, unknown> = {}) => ({
  id: 'element-1-1',
  type: 'richtext',
  name: 'Rich Text',
  content,
  style: elementDefaults('richtext').style,
  children: [],
  ...extra,
});

describe('richTextElementSchema', () => {
  it('has the engine’s size limit', () => {
    expect(RICH_TEXT_MAX_LENGTH).toBe(LIMITS.richTextLength);
  });

  it('accepts HTML up to the limit and refuses one character more, naming the limit', () => {
    expect(richTextElementSchema.safeParse(element('x'.repeat(RICH_TEXT_MAX_LENGTH))).success).toBe(true);
    const over = richTextElementSchema.safeParse(element('x'.repeat(RICH_TEXT_MAX_LENGTH + 1)));
    expect(over.success ? null : over.error.issues[0]?.message).toBe(
      'Rich text must be at most 50,000 characters of HTML; split it into several rich texts.',
    );
  });

  it('refuses another type, children, unknown fields and a bad id', () => {
    for (const bad of [
      element('<p>a</p>', { type: 'text' }),
      element('<p>a</p>', { children: [element('<p>b</p>')] }),
      element('<p>a</p>', { url: 'https://example.com' }),
      element('<p>a</p>', { id: 'a b' }),
      element('<p>a</p>', { content: 42 }),
    ]) {
      expect(richTextElementSchema.safeParse(bad).success).toBe(false);
    }
  });
});
