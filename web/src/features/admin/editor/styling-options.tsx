import type { ElementEdit, ElementStyle } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ApplyEdit } from './content-editing-form.tsx';
import type { ElementInfo } from './element-info.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour picker with its hex text beside it; empty means "as designed". */
function ColourInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={label}
        value={value}
        placeholder="As designed"
        onChange={(event) => onChange(event.target.value)}
        className="flex-1"
      />
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX.test(value) ? value : '#ffffff'}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-white/10 bg-night-800"
      />
    </div>
  );
}

/** Styling Options: colours for every element; size, weight and alignment for text. */
export function StylingOptions({ info, edit, onApply }: { info: ElementInfo; edit: ElementEdit | undefined; onApply: ApplyEdit }) {
  const style = edit?.style ?? {};
  const textual = info.kind === 'heading' || info.kind === 'text' || info.kind === 'link' || info.kind === 'button';
  const [color, setColor] = useState(style.color ?? '');
  const [backgroundColor, setBackgroundColor] = useState(style.backgroundColor ?? '');
  const [fontSize, setFontSize] = useState(style.fontSize ? String(style.fontSize) : '');
  const [fontWeight, setFontWeight] = useState<string>(style.fontWeight ?? '');
  const [textAlign, setTextAlign] = useState<string>(style.textAlign ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: ElementStyle = { ...style };
    const set = <K extends keyof ElementStyle>(key: K, value: ElementStyle[K] | '') => {
      if (value === '' || value === undefined) delete next[key];
      else next[key] = value;
    };
    set('backgroundColor', backgroundColor.trim());
    if (textual) {
      set('color', color.trim());
      set('fontSize', fontSize ? Number(fontSize) : '');
      set('fontWeight', fontWeight as ElementStyle['fontWeight'] | '');
      set('textAlign', textAlign as ElementStyle['textAlign'] | '');
    }
    onApply({ style: next }, 'Content updated');
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      {textual ? <ColourInput label="Text colour" value={color} onChange={setColor} /> : null}
      <ColourInput label="Background colour" value={backgroundColor} onChange={setBackgroundColor} />
      {textual ? (
        <>
          <TextField
            label={`Font size${fontSize ? ` (${fontSize} px)` : ''}`}
            type="number"
            min={8}
            max={96}
            placeholder="As designed"
            value={fontSize}
            onChange={(event) => setFontSize(event.target.value)}
          />
          <SelectField label="Font weight" value={fontWeight} onChange={(event) => setFontWeight(event.target.value)}>
            <option value="">As designed</option>
            <option value="normal">Normal</option>
            <option value="medium">Medium</option>
            <option value="semibold">Semibold</option>
            <option value="bold">Bold</option>
          </SelectField>
          <SelectField label="Text alignment" value={textAlign} onChange={(event) => setTextAlign(event.target.value)}>
            <option value="">As designed</option>
            <option value="left">Left</option>
            <option value="center">Center</option>
            <option value="right">Right</option>
            <option value="justify">Justify</option>
          </SelectField>
        </>
      ) : null}
      <Button type="submit" size="sm">
        Apply styles
      </Button>
    </form>
  );
}
