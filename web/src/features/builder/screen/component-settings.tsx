import {
  FORM_FIELD_TYPES,
  readComponentContent,
  updateCommand,
  writeComponentContent,
  type BuilderElement,
  type ComponentContentMap,
  type ComponentType,
  type FormField,
} from '@app/builder-engine';
import { Button } from '../../../components/ui/button.tsx';
import { BUILDER_ICON_NAMES } from '../elements/builder-icon.tsx';
import { runEdit } from './edit-actions.ts';
import { ChoiceField, SettingsGroup, TextSettingField } from './settings-fields.tsx';
import { useBuilderSession } from './session-context.ts';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

const FIELD_LABELS: Readonly<Record<string, string>> = {
  quote: 'Quote',
  name: 'Name',
  role: 'Role',
  title: 'Title',
  text: 'Text',
  plan: 'Plan',
  price: 'Price',
  period: 'Period',
  buttonText: 'Button text',
  submitText: 'Submit button text',
  successMessage: 'Message after sending',
};

const TEXT_FIELDS: { readonly [T in ComponentType]: ReadonlyArray<TextKeys<ComponentContentMap[T]>> } = {
  testimonial: ['quote', 'name', 'role'],
  feature: ['title', 'text'],
  pricing: ['plan', 'price', 'period', 'buttonText'],
  cta: ['title', 'text', 'buttonText'],
  form: ['title', 'submitText', 'successMessage'],
};

const FORM_FIELD_TYPE_LABELS = { text: 'Text', email: 'Email', textarea: 'Long text' } as const;

/**
 * The Content part of the component types (testimonial, feature card, pricing table, call to action, form): one
 * field per part of the structured content, each change one engine update of `content`.
 */
export function ComponentSettings<T extends ComponentType>({ element, type }: { element: BuilderElement; type: T }) {
  const session = useBuilderSession();
  const value = readComponentContent(type, element.content);
  const write = (next: ComponentContentMap[T]) =>
    runEdit(session, updateCommand(element.id, { content: writeComponentContent(type, next) }));
  const multiline = (key: string) => key === 'quote' || key === 'text';

  return (
    <SettingsGroup title="Content">
      {type === 'feature' ? (
        <ChoiceField
          label="Icon"
          value={(value as ComponentContentMap['feature']).icon}
          options={BUILDER_ICON_NAMES.map((name) => ({ value: name, label: name }))}
          onChange={(icon) => write({ ...value, icon })}
        />
      ) : null}
      {TEXT_FIELDS[type].map((key) => (
        <TextSettingField
          key={String(key)}
          label={FIELD_LABELS[String(key)] ?? String(key)}
          multiline={multiline(String(key))}
          value={String(value[key as keyof ComponentContentMap[T]])}
          onChange={(text) => write({ ...value, [key]: text })}
        />
      ))}
      {type === 'pricing' ? (
        <TextSettingField
          label="Features (one a line)"
          multiline
          value={(value as ComponentContentMap['pricing']).features.join('\n')}
          onChange={(text) => write({ ...value, features: text.split('\n') })}
        />
      ) : null}
      {type === 'pricing' || type === 'cta' ? (
        <TextSettingField
          label="Button link"
          value={element.url ?? ''}
          placeholder="/contact or https://…"
          onChange={(url) => runEdit(session, updateCommand(element.id, { url }))}
        />
      ) : null}
      {type === 'form' ? (
        <FormFieldsEditor fields={(value as ComponentContentMap['form']).fields} onChange={(fields) => write({ ...value, fields })} />
      ) : null}
    </SettingsGroup>
  );
}

function FormFieldsEditor({ fields, onChange }: { fields: readonly FormField[]; onChange: (fields: FormField[]) => void }) {
  const change = (index: number, patch: Partial<FormField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  return (
    <div className="space-y-3">
      <p className="text-xs font-medium text-slate-300">Form fields</p>
      {fields.map((field, index) => (
        <div key={index} className="space-y-2 rounded-md border border-white/10 p-2">
          <TextSettingField label={`Field ${index + 1} label`} value={field.label} onChange={(label) => change(index, { label })} />
          <ChoiceField
            label={`Field ${index + 1} kind`}
            value={field.type}
            options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: FORM_FIELD_TYPE_LABELS[type] }))}
            onChange={(type) => change(index, { type })}
          />
          <label className="flex items-center gap-2 text-xs text-slate-300">
            <input type="checkbox" checked={field.required} onChange={(event) => change(index, { required: event.target.checked })} />
            Required
          </label>
          <Button variant="ghost" size="sm" onClick={() => onChange(fields.filter((_, i) => i !== index))}>
            Remove field {index + 1}
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange([...fields, { label: 'New field', type: 'text', required: false }])}>
        Add field
      </Button>
    </div>
  );
}
