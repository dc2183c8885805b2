import { COLUMN_SIZES, styleCommand, updateCommand, type BuilderElement } from '@app/builder-engine';
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

/** The Advanced part of Settings: Column Size (columns only), Opacity 0-100 (stored 0-1), Box Shadow. */
export function AdvancedSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
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
        <RangeField
          label="Opacity"
          value={Math.round((element.style.opacity ?? 1) * 100)}
          min={0}
          max={100}
          unit="%"
          onChange={(value) => runEdit(session, styleCommand(element.id, 'opacity', value / 100))}
        />
        <TextSettingField
          label="Box Shadow"
          value={element.style.boxShadow ?? ''}
          placeholder="0 4px 12px rgba(0,0,0,0.3)"
          onChange={(value) => runEdit(session, styleCommand(element.id, 'boxShadow', value.trim() === '' ? null : value))}
        />
      </SettingsGroup>
    </div>
  );
}
