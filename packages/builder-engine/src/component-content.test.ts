import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFAULTS, COMPONENT_LIMITS, readComponentContent, writeComponentContent } from './component-content.ts';

describe('component content', () => {
  it('round-trips a value through writeComponentContent', () => {
    const pricing = { plan: 'Agency', price: '£99', period: '/mo', features: ['10 locations', 'White label'], buttonText: 'Talk to us' };
    expect(readComponentContent('pricing', writeComponentContent('pricing', pricing))).toEqual(pricing);
    const form = {
      title: 'Book a call',
      fields: [
        { label: 'Phone', type: 'text', required: false },
        { label: 'Email', type: 'email', required: true },
      ],
      submitText: 'Book',
      successMessage: 'Booked.',
    } as const;
    expect(readComponentContent('form', writeComponentContent('form', form))).toEqual(form);
  });

  it('falls back to the defaults for missing, malformed or wrongly typed content, never throwing', () => {
    expect(readComponentContent('testimonial', undefined)).toEqual(COMPONENT_DEFAULTS.testimonial);
    expect(readComponentContent('cta', '{not json')).toEqual(COMPONENT_DEFAULTS.cta);
    expect(readComponentContent('cta', '[1,2]')).toEqual(COMPONENT_DEFAULTS.cta);
    expect(readComponentContent('feature', JSON.stringify({ title: 42, text: 'Kept' }))).toEqual({
      ...COMPONENT_DEFAULTS.feature,
      text: 'Kept',
    });
    expect(readComponentContent('pricing', JSON.stringify({ features: ['a', 3, null, 'b'] })).features).toEqual(['a', 'b']);
  });

  it('keeps only well-formed form fields, unknown field types reading as text', () => {
    const form = readComponentContent(
      'form',
      JSON.stringify({
        fields: [
          { label: 'Name', type: 'text', required: true },
          { label: '  ' },
          'junk',
          { label: 'Notes', type: 'checkbox', required: 'yes' },
        ],
      }),
    );
    expect(form.fields).toEqual([
      { label: 'Name', type: 'text', required: true },
      { label: 'Notes', type: 'text', required: false },
    ]);
  });

  it('caps long text and long lists', () => {
    const long = 'x'.repeat(COMPONENT_LIMITS.text + 50);
    expect(readComponentContent('cta', JSON.stringify({ title: long })).title).toHaveLength(COMPONENT_LIMITS.text);
    const many = Array.from({ length: 100 }, (_, i) => ({ label: `Field ${i}`, type: 'text', required: false }));
    expect(readComponentContent('form', JSON.stringify({ fields: many })).fields).toHaveLength(COMPONENT_LIMITS.formFields);
  });
});
