import {
  COLUMN_SIZES,
  CONTENT_WIDTHS,
  DEVICES,
  STACK_ON,
  updateCommand,
  type BuilderElement,
  type ContentWidth,
  type Device,
  type StackOn,
} from '@app/builder-engine';
import { useId } from 'react';
import { useDeviceStyle } from './device-style.ts';
import { runEdit } from './edit-actions.ts';
import { ChoiceField, RangeField, SettingsGroup, TextSettingField } from './settings-fields.tsx';
import { useBuilderSession } from './session-context.ts';

const COLUMN_SIZE_LABELS: Readonly<Record<(typeof COLUMN_SIZES)[number], string>> = {
  full: 'Full width',
  '1/2': '1/2',
  '1/3': '1/3',
  '2/3': '2/3',
  '1/4': '1/4',
  '3/4': '3/4',
};

const STACK_ON_LABELS: Readonly<Record<StackOn, string>> = {
  tablet: 'Tablet and mobile',
  mobile: 'Mobile',
  never: 'Never',
};

const CONTENT_WIDTH_LABELS: Readonly<Record<ContentWidth, string>> = {
  boxed: 'Boxed (centred, with side padding)',
  full: 'Full width (edge to edge)',
};

const DEVICE_LABELS: Readonly<Record<Device, string>> = { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };

/** "Hide on" for each device: a checkbox each, independent of the device view shown (hiding does not cascade). */
function HideOnField({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const id = useId();
  return (
    <div className="space-y-1" role="group" aria-labelledby={id}>
      <p id={id} className="text-xs font-medium text-slate-300">
        Hide on
      </p>
      <div className="flex flex-wrap gap-3">
        {DEVICES.map((device) => (
          <label key={device} className="flex items-center gap-1.5 text-sm text-slate-200">
            <input
              type="checkbox"
              checked={element.hideOn?.[device] === true}
              onChange={(event) =>
                runEdit(session, updateCommand(element.id, { hideOn: { [device]: event.target.checked ? true : null } }))
              }
              className="size-4 accent-indigo-500"
            />
            {DEVICE_LABELS[device]}
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The Advanced part of Settings: Content width (sections), Column Size (columns), Stack columns on (rows), Opacity 0-100 (stored 0-1) and
 * Box Shadow for the device view shown, and Hide on per device.
 */
export function AdvancedSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const { style, set, override } = useDeviceStyle(element);
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-white">Advanced</h3>
      <SettingsGroup title="Advanced">
        {element.type === 'column' ? (
          <ChoiceField
            label="Column Size"
            value={element.size ?? ''}
            options={COLUMN_SIZES.map((value) => ({ value, label: COLUMN_SIZE_LABELS[value] }))}
            onChange={(size) => runEdit(session, updateCommand(element.id, { size }))}
          />
        ) : null}
        {element.type === 'section' ? (
          <ChoiceField
            label="Content width"
            // A section without the setting (made before it existed) is full width.
            value={element.contentWidth ?? 'full'}
            options={CONTENT_WIDTHS.map((value) => ({ value, label: CONTENT_WIDTH_LABELS[value] }))}
            onChange={(contentWidth) => runEdit(session, updateCommand(element.id, { contentWidth }))}
          />
        ) : null}
        {element.type === 'row' ? (
          <ChoiceField
            label="Stack columns on"
            value={element.stackOn ?? 'mobile'}
            options={STACK_ON.map((value) => ({ value, label: STACK_ON_LABELS[value] }))}
            onChange={(stackOn) => runEdit(session, updateCommand(element.id, { stackOn: stackOn === 'mobile' ? null : stackOn }))}
          />
        ) : null}
        <RangeField
          label="Opacity"
          value={Math.round((style.opacity ?? 1) * 100)}
          min={0}
          max={100}
          unit="%"
          override={override('opacity')}
          onChange={(value) => set('opacity', value / 100)}
        />
        <TextSettingField
          label="Box Shadow"
          value={style.boxShadow ?? ''}
          placeholder="0 4px 12px rgba(0,0,0,0.3)"
          override={override('boxShadow')}
          onChange={(value) => set('boxShadow', value.trim() === '' ? null : value)}
        />
        <HideOnField element={element} />
      </SettingsGroup>
    </div>
  );
}
