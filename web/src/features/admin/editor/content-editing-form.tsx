import type { ElementEdit } from '@app/contracts';
import { OBJECT_FIT_OPTIONS } from '@app/contracts/editable-pages';
import { elementEditSchema, firstMessage } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MediaPicker } from '../../media/media-picker.tsx';
import type { ElementInfo } from './element-info.ts';

/** A change the panel asks for: the fields to merge into the element's edit and the notice to show. */
export type ApplyEdit = (patch: Partial<ElementEdit>, notice: string) => void;

/** Checks a patch against the shared contract; the message of the first problem, or null. */
function problem(patch: Partial<ElementEdit>): string | null {
  const parsed = elementEditSchema.safeParse(patch);
  return parsed.success ? null : firstMessage(parsed.error);
}

function positiveInteger(value: string, label: string): { value?: number; error?: string } {
  if (value.trim() === '') return {};
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? { value: number } : { error: `${label} must be a positive whole number.` };
}

/** Text of a heading or paragraph (plain text, never HTML). */
function TextForm({ info, edit, onApply }: { info: ElementInfo; edit: ElementEdit | undefined; onApply: ApplyEdit }) {
  const [text, setText] = useState(edit?.text ?? info.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ text }, 'Content updated');
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <TextAreaField label="Text" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" size="sm">
        Apply text
      </Button>
    </form>
  );
}

/** Text and target of a link or button; buttons also take a border width (0-10 px) and radius (0-50 px). */
function LinkForm({ info, edit, onApply }: { info: ElementInfo; edit: ElementEdit | undefined; onApply: ApplyEdit }) {
  const isButton = info.kind === 'button';
  const [text, setText] = useState(edit?.text ?? info.text);
  const [href, setHref] = useState(edit?.href ?? info.href ?? '');
  const [borderWidth, setBorderWidth] = useState(String(edit?.style?.borderWidth ?? 0));
  const [borderRadius, setBorderRadius] = useState(String(edit?.style?.borderRadius ?? 8));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch: Partial<ElementEdit> = { text };
    if (href !== (info.href ?? '') || edit?.href !== undefined) patch.href = href;
    if (isButton) patch.style = { ...edit?.style, borderWidth: Number(borderWidth), borderRadius: Number(borderRadius) };
    const found = problem(patch);
    setError(found);
    if (!found) onApply(patch, 'Content updated');
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <TextField label={isButton ? 'Button text' : 'Link text'} value={text} onChange={(event) => setText(event.target.value)} />
      {info.href !== null || edit?.href ? (
        <TextField
          label="URL"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          hint="A path such as /pricing, or https://, mailto: or tel:"
        />
      ) : null}
      {isButton ? (
        <>
          <TextField
            label={`Border width (${borderWidth} px)`}
            type="range"
            min={0}
            max={10}
            step={1}
            value={borderWidth}
            onChange={(event) => setBorderWidth(event.target.value)}
          />
          <TextField
            label={`Border radius (${borderRadius} px)`}
            type="range"
            min={0}
            max={50}
            step={1}
            value={borderRadius}
            onChange={(event) => setBorderRadius(event.target.value)}
          />
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm">
        Apply {isButton ? 'button' : 'link'}
      </Button>
    </form>
  );
}

/** Source, alt text, size (positive integers) and fit of an image. */
function ImageForm({ info, edit, onApply }: { info: ElementInfo; edit: ElementEdit | undefined; onApply: ApplyEdit }) {
  const [src, setSrc] = useState(edit?.src ?? info.src ?? '');
  const [alt, setAlt] = useState(edit?.alt ?? info.alt ?? '');
  const [width, setWidth] = useState(String(edit?.width ?? info.width ?? ''));
  const [height, setHeight] = useState(String(edit?.height ?? info.height ?? ''));
  const [objectFit, setObjectFit] = useState<string>(edit?.objectFit ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const w = positiveInteger(width, 'Width');
    const h = positiveInteger(height, 'Height');
    const found: Record<string, string> = {};
    if (w.error) found.width = w.error;
    if (h.error) found.height = h.error;
    const patch: Partial<ElementEdit> = {
      alt,
      width: w.value,
      height: h.value,
      objectFit: (objectFit || undefined) as ElementEdit['objectFit'],
    };
    if (src !== (info.src ?? '') || edit?.src !== undefined) patch.src = src;
    const other = Object.keys(found).length === 0 ? problem(patch) : null;
    if (other) found.src = other;
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(patch, 'Image updated');
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <TextField
        label="Image URL"
        value={src}
        onChange={(event) => setSrc(event.target.value)}
        error={errors.src}
        hint="A path on this site (such as /media/…) or an https:// address"
      />
      <Button size="sm" variant="outline" aria-expanded={picking} onClick={() => setPicking(!picking)}>
        {picking ? 'Close media library' : 'Choose from media library'}
      </Button>
      {picking ? (
        <MediaPicker
          pageSize={6}
          onChoose={(image) => {
            setSrc(image.url);
            if (image.alt) setAlt(image.alt);
            setPicking(false);
          }}
        />
      ) : null}
      <TextField label="Alt text" value={alt} onChange={(event) => setAlt(event.target.value)} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Width (px)"
          inputMode="numeric"
          value={width}
          onChange={(event) => setWidth(event.target.value)}
          error={errors.width}
        />
        <TextField
          label="Height (px)"
          inputMode="numeric"
          value={height}
          onChange={(event) => setHeight(event.target.value)}
          error={errors.height}
        />
      </div>
      <SelectField label="Object fit" value={objectFit} onChange={(event) => setObjectFit(event.target.value)}>
        <option value="">As designed</option>
        {OBJECT_FIT_OPTIONS.map((fit) => (
          <option key={fit} value={fit}>
            {fit}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="sm">
        Apply image
      </Button>
    </form>
  );
}

/** The Content Editing section for the selected element's kind. */
export function ContentEditingForm({ info, edit, onApply }: { info: ElementInfo; edit: ElementEdit | undefined; onApply: ApplyEdit }) {
  switch (info.kind) {
    case 'heading':
    case 'text':
      return <TextForm info={info} edit={edit} onApply={onApply} />;
    case 'link':
    case 'button':
      return <LinkForm info={info} edit={edit} onApply={onApply} />;
    case 'image':
      return <ImageForm info={info} edit={edit} onApply={onApply} />;
    default:
      return (
        <p className="text-sm text-slate-400">
          This element holds other elements: pick one of its child elements to change its content, or use the removal and styling options.
        </p>
      );
  }
}
