import { useEffect, useId, useState, type ReactNode } from 'react';
import { useOwnEchoes } from '../../../lib/own-echoes.ts';
import { useBuilderSession } from './session-context.ts';

const inputClass =
  'h-9 w-full rounded-md border border-white/10 bg-night-800 px-2 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none';
const labelClass = 'text-xs font-medium text-slate-300';

/** A value the chosen device view overrides: the field shows a marker and a button that gives the value back to the device above. */
export interface OverrideMark {
  device: 'tablet' | 'mobile';
  onReset: () => void;
}

const DEVICE_NAMES = { tablet: 'Tablet', mobile: 'Mobile' } as const;

/** A field's label, with the override marker and its reset button when the device view sets its own value. */
function FieldLabel({
  htmlFor,
  label,
  override,
  children,
}: {
  htmlFor: string;
  label: string;
  override?: OverrideMark;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="flex items-center gap-1.5">
        <label htmlFor={htmlFor} className={labelClass}>
          {label}
        </label>
        {override ? (
          <>
            <span
              className="rounded bg-indigo-500/20 px-1 text-[10px] font-medium text-indigo-200"
              title={`Set for ${DEVICE_NAMES[override.device]} only`}
            >
              {DEVICE_NAMES[override.device]}
            </span>
            <button
              type="button"
              onClick={override.onReset}
              aria-label={`Reset ${label} to inherit`}
              title="Inherit the value of the device above"
              className="text-[10px] text-slate-400 underline hover:text-white"
            >
              Reset
            </button>
          </>
        ) : null}
      </span>
      {children}
    </div>
  );
}

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
 * A slider whose drag is one step: every move is an engine update, grouped into one history entry by the engine's
 * rule (the same property within its window), and releasing the mouse closes the gesture so the next drag is its own
 * entry. Arrow keys step it the same way: presses less than the window apart are one step, a pause starts another.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  override,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit: string;
  override?: OverrideMark;
  onChange: (value: number) => void;
}) {
  const session = useBuilderSession();
  const id = useId();
  const close = () => session.endGesture();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={label} override={override}>
        <output htmlFor={id} className="text-xs text-slate-400">
          {value}
          {unit}
        </output>
      </FieldLabel>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={close}
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
  override,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  multiline?: boolean;
  override?: OverrideMark;
  onChange: (value: string) => void;
}) {
  const session = useBuilderSession();
  const id = useId();
  const close = () => session.endGesture();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={label} override={override} />
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
        <input
          id={id}
          type="text"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onBlur={close}
          className={inputClass}
        />
      )}
    </div>
  );
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function sixDigits(hex: string): string {
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

/** A colour: the browser's picker plus the hex text (applied once it is a whole #rgb or #rrggbb). */
export function ColorField({
  label,
  value,
  fallback,
  override,
  onChange,
}: {
  label: string;
  value: string | undefined;
  fallback: string;
  override?: OverrideMark;
  onChange: (value: string) => void;
}) {
  const session = useBuilderSession();
  const pickerId = useId();
  const hexId = useId();
  const [draft, setDraft] = useState(value ?? '');
  // The hex typed here comes back as `value`: taking it in again could undo what was typed since.
  const echoes = useOwnEchoes<string>();
  useEffect(() => {
    if (!echoes.isEcho(value ?? '')) setDraft(value ?? '');
  }, [value, echoes]);
  const close = () => session.endGesture();
  const shown = value !== undefined && HEX.test(value) ? sixDigits(value) : fallback;
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={pickerId} label={label} override={override} />
      <div className="grid grid-cols-[auto_1fr] items-end gap-2">
        <div>
          <input
            id={pickerId}
            type="color"
            value={shown}
            onChange={(event) => onChange(event.target.value)}
            onBlur={close}
            className="block h-9 w-12 cursor-pointer rounded-md border border-white/10 bg-night-800"
          />
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
              if (!HEX.test(event.target.value)) return;
              echoes.sent(event.target.value);
              onChange(event.target.value);
            }}
            onBlur={() => {
              setDraft(value ?? '');
              close();
            }}
            className={inputClass}
          />
        </div>
      </div>
    </div>
  );
}

/** A choice among a few options, as a select with its visible label. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  override,
  onChange,
}: {
  label: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  override?: OverrideMark;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={label} override={override} />
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
