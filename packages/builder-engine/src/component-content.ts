// The structured content of the component elements (testimonial, feature card, pricing table, call to
// action, form). An element has one free-text `content` field, so these types keep a small JSON object in
// it. The engine checks `content` only as text; everyone reads it through these functions, which never
// throw: a field that is missing, of the wrong kind or too long falls back to its default, so a hand-made
// or damaged value still renders. Writers should build the object and store `writeComponentContent(...)`.

/** A testimonial: the quote and who said it. */
export interface TestimonialContent {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
}

/** A feature card: an icon name (from the renderer's icon set), a title and a short text. */
export interface FeatureContent {
  readonly icon: string;
  readonly title: string;
  readonly text: string;
}

/** A pricing table: the plan, its price and period, the features list and the button's text (its link is the element's `url`). */
export interface PricingContent {
  readonly plan: string;
  readonly price: string;
  readonly period: string;
  readonly features: readonly string[];
  readonly buttonText: string;
}

/** A call to action: a title, a text and the button's text (its link is the element's `url`). */
export interface CtaContent {
  readonly title: string;
  readonly text: string;
  readonly buttonText: string;
}

/** The kinds of field a builder form offers. */
export const FORM_FIELD_TYPES = ['text', 'email', 'textarea'] as const;
/** One kind of form field. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** One field of a builder form. */
export interface FormField {
  readonly label: string;
  readonly type: FormFieldType;
  readonly required: boolean;
}

/** A form: its title, fields, the submit button's text and what a visitor sees once it is sent. */
export interface FormContent {
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly submitText: string;
  readonly successMessage: string;
}

/** The content of each component type. */
export interface ComponentContentMap {
  readonly testimonial: TestimonialContent;
  readonly feature: FeatureContent;
  readonly pricing: PricingContent;
  readonly cta: CtaContent;
  readonly form: FormContent;
}

/** A component type: one whose `content` holds JSON. */
export type ComponentType = keyof ComponentContentMap;

/** Caps on component content (the whole JSON also stays under the engine's content limit). */
export const COMPONENT_LIMITS = { text: 2000, listItems: 30, formFields: 20, label: 100 } as const;

/** What a new component of each type starts with (also the fallback of every missing field). */
export const COMPONENT_DEFAULTS: { readonly [T in ComponentType]: ComponentContentMap[T] } = {
  testimonial: {
    quote: 'LocalRank put us at the top of the map pack in six weeks.',
    name: 'Jane Doe',
    role: 'Owner, Doe Bakery',
  },
  feature: { icon: 'star', title: 'Feature title', text: 'Describe what this feature does for your customers.' },
  pricing: {
    plan: 'Pro',
    price: '$49',
    period: '/month',
    features: ['Unlimited keywords', 'Weekly geo-grid scans', 'Review alerts'],
    buttonText: 'Get Started',
  },
  cta: { title: 'Ready to grow?', text: 'Start ranking higher in local search today.', buttonText: 'Get Started' },
  form: {
    title: 'Contact us',
    fields: [
      { label: 'Name', type: 'text', required: true },
      { label: 'Email', type: 'email', required: true },
      { label: 'Message', type: 'textarea', required: true },
    ],
    submitText: 'Send',
    successMessage: 'Thank you! Your message has been sent.',
  },
};

/** True when the type keeps structured JSON in its `content`. */
export function isComponentType(type: string): type is ComponentType {
  return Object.hasOwn(COMPONENT_DEFAULTS, type);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, fallback: string, max: number = COMPONENT_LIMITS.text): string =>
  typeof value === 'string' ? value.slice(0, max) : fallback;

function parseJson(content: string | undefined): Record<string, unknown> {
  if (content === undefined) return {};
  try {
    const value: unknown = JSON.parse(content);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

function readFormField(value: unknown): FormField | null {
  if (!isRecord(value)) return null;
  const label = text(value.label, '', COMPONENT_LIMITS.label).trim();
  if (label === '') return null;
  const type = (FORM_FIELD_TYPES as readonly unknown[]).includes(value.type) ? (value.type as FormFieldType) : 'text';
  return { label, type, required: value.required === true };
}

function readStrings(value: unknown, fallback: readonly string[]): readonly string[] {
  if (!Array.isArray(value)) return fallback;
  return value
    .filter((item): item is string => typeof item === 'string')
    .slice(0, COMPONENT_LIMITS.listItems)
    .map((item) => item.slice(0, COMPONENT_LIMITS.label * 2));
}

/**
 * Reads a component element's `content` as its structured value. Never throws: malformed JSON, a missing
 * or wrongly typed field fall back to `COMPONENT_DEFAULTS`; form fields without a label are dropped.
 */
export function readComponentContent<T extends ComponentType>(type: T, content: string | undefined): ComponentContentMap[T];
export function readComponentContent(type: ComponentType, content: string | undefined): ComponentContentMap[ComponentType] {
  const raw = parseJson(content);
  switch (type) {
    case 'testimonial': {
      const d = COMPONENT_DEFAULTS.testimonial;
      return {
        quote: text(raw.quote, d.quote),
        name: text(raw.name, d.name, COMPONENT_LIMITS.label),
        role: text(raw.role, d.role, COMPONENT_LIMITS.label),
      };
    }
    case 'feature': {
      const d = COMPONENT_DEFAULTS.feature;
      return { icon: text(raw.icon, d.icon, COMPONENT_LIMITS.label), title: text(raw.title, d.title), text: text(raw.text, d.text) };
    }
    case 'pricing': {
      const d = COMPONENT_DEFAULTS.pricing;
      return {
        plan: text(raw.plan, d.plan, COMPONENT_LIMITS.label),
        price: text(raw.price, d.price, COMPONENT_LIMITS.label),
        period: text(raw.period, d.period, COMPONENT_LIMITS.label),
        features: readStrings(raw.features, d.features),
        buttonText: text(raw.buttonText, d.buttonText, COMPONENT_LIMITS.label),
      };
    }
    case 'cta': {
      const d = COMPONENT_DEFAULTS.cta;
      return {
        title: text(raw.title, d.title),
        text: text(raw.text, d.text),
        buttonText: text(raw.buttonText, d.buttonText, COMPONENT_LIMITS.label),
      };
    }
    case 'form': {
      const d = COMPONENT_DEFAULTS.form;
      const fields = Array.isArray(raw.fields)
        ? raw.fields
            .map(readFormField)
            .filter((field): field is FormField => field !== null)
            .slice(0, COMPONENT_LIMITS.formFields)
        : d.fields;
      return {
        title: text(raw.title, d.title),
        fields,
        submitText: text(raw.submitText, d.submitText, COMPONENT_LIMITS.label),
        successMessage: text(raw.successMessage, d.successMessage),
      };
    }
  }
}

/** The `content` string that stores a component's structured value (what an update command should set). */
export function writeComponentContent<T extends ComponentType>(_type: T, value: ComponentContentMap[T]): string {
  return JSON.stringify(value);
}
