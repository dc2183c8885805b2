import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normaliseDeclaredType, sniffImageType } from './image-type.ts';

const blank = sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } });

describe('sniffImageType', () => {
  it('recognises the four accepted formats from their bytes', async () => {
    expect(sniffImageType(await blank.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await blank.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await blank.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await blank.clone().gif().toBuffer())).toBe('image/gif');
  });

  it('recognises SVG after a byte-order mark, prolog or comment, and nothing else', () => {
    expect(sniffImageType(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg width="1"/>'))).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('<html><body><svg></svg></body></html>'))).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('hello'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('normaliseDeclaredType', () => {
  it('lower-cases, drops parameters and maps aliases', () => {
    expect(normaliseDeclaredType('Image/JPG; charset=binary')).toBe('image/jpeg');
    expect(normaliseDeclaredType('image/x-png')).toBe('image/png');
    expect(normaliseDeclaredType('')).toBe('');
  });
});
