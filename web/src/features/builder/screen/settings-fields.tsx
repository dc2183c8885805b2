import { useEffect, useId, useState, type ReactNode } from 'react';
import { useBuilderSession } from './session-context.ts';

const inputClass =
  'h-9 w-full rounded-md border border-white/10 bg-night-800 px-2 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none';
const labelClass = 'text-xs font-medium text-slate-300';

/** A titled group of the Settings tab (Typography, Spacing, ...). */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-white/10 p-3">
      <legend className="px-1 text-xs font-semibold tracking-wide text-slate-200 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A slider whose drag is one gesture: every move is an engine update (merged into one history entry within the
 * engine's window), and releasing it closes the gesture so the next drag is its own entry.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit: string;
  onChange: (value: number) => void;
}) {
  const session = useBuilderSession();
  const id = useId();
  const close = () => session.endGesture();
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <output htmlFor={id} className="text-xs text-slate-400">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={close}
        onKeyUp={close}
        onBlur={close}
        className="w-full accent-indigo-500"
      />
    </div>
  );
}

/** A free-text setting; typing is one gesture until the field is left. An empty value clears the setting. */
export function TextSettingField({
  label,
  value,
  placeholder,
  multiline = false,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const session = useBuilderSession();
  const id = useId();
  const close = () => session.endGesture();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          placeholder={placeholder}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          onBlur={close}
          className={`${inputClass} h-auto py-1.5`}
        />
      ) : (
        <input id={id} type="text" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} onBlur={close} className={inputClass} />
      )}
    </div>
  );
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function sixDigits(hex: string): string {
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

/** A colour: the browser's picker plus the hex text (applied once it is a whole #rgb or #rrggbb). */
export function ColorField({ label, value, fallback, onChange }: { label: string; value: string | undefined; fallback: string; onChange: (value: string) => void }) {
  const session = useBuilderSession();
  const pickerId = useId();
  const hexId = useId();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const close = () => session.endGesture();
  const shown = value !== undefined && HEX.test(value) ? sixDigits(value) : fallback;
  return (
    <div className="grid grid-cols-[auto_1fr] items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={pickerId} className={labelClass}>
          {label}
        </label>
        <input id={pickerId} type="color" value={shown} onChange={(event) => onChange(event.target.value)} onBlur={close} className="block h-9 w-12 cursor-pointer rounded-md border border-white/10 bg-night-800" />
      </div>
      <div className="space-y-1">
        <label htmlFor={hexId} className={labelClass}>
          {label} hex
        </label>
        <input
          id={hexId}
          type="text"
          value={draft}
          placeholder="#ffffff"
          onChange={(event) => {
            setDraft(event.target.value);
            if (HEX.test(event.target.value)) onChange(event.target.value);
          }}
          onBlur={() => {
            setDraft(value ?? '');
            close();
          }}
          className={inputClass}
        />
      </div>
    </div>
  );
}

/** A choice among a few options, as a select with its visible label. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={inputClass}>
        {value === '' ? <option value="">Not set</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
