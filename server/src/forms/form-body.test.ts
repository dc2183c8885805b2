import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

describe('parseFormBody', () => {
  it('reads fields, nests dotted names, keeps the last of a repeated name', () => {
    const body = parseFormBody('name=Jo+Bloggs&email=jo%40example.com&values.phone=0207&values.topic=SEO&name=Jo');
    expect({ ...body, values: { ...(body.values as object) } }).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      values: { phone: '0207', topic: 'SEO' },
    });
  });

  it('treats __proto__ and constructor as plain field names', () => {
    const body = parseFormBody('__proto__.polluted=yes&constructor=x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(body).sort()).toEqual(['__proto__', 'constructor']);
  });
});
