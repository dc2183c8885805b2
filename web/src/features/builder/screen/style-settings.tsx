import { FONT_WEIGHTS, LIMITS, TEXT_ALIGNS, styleCommand, type BuilderElement, type StyleKey } from '@app/builder-engine';
import type { StyleChanges } from '@app/builder-engine';
import { runEdit } from './edit-actions.ts';
import { ChoiceField, ColorField, RangeField, SettingsGroup, TextSettingField } from './settings-fields.tsx';
import { useBuilderSession } from './session-context.ts';

/** Types whose Style tab has the Typography group (section 2). */
const TYPOGRAPHY_TYPES: ReadonlySet<string> = new Set(['heading', 'text', 'button']);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A px length as a number for a slider ('32px' → 32), or the fallback. */
export function pxNumber(value: string | undefined, fallback: number): number {
  const match = value === undefined ? null : /^(-?\d+(?:\.\d+)?)px$/.exec(value.trim());
  return match ? Math.round(Number(match[1])) : fallback;
}

/** The Style part of Settings: Typography (heading, text, button), Background & Border, Spacing, Dimensions. */
export function StyleSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const style = element.style;
  const set = <K extends StyleKey>(key: K, value: NonNullable<StyleChanges[K]> | null) => runEdit(session, styleCommand(element.id, key, value as never));
  const setText = (key: StyleKey) => (value: string) => set(key, value.trim() === '' ? null : value);

  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-white">Style</h3>
      {TYPOGRAPHY_TYPES.has(element.type) ? (
        <SettingsGroup title="Typography">
          <ColorField label="Text Color" value={style.color} fallback="#ffffff" onChange={(value) => set('color', value)} />
          <RangeField
            label="Font Size"
            value={pxNumber(style.fontSize, 16)}
            min={LIMITS.fontSizePx.min}
            max={LIMITS.fontSizePx.max}
            unit="px"
            onChange={(value) => set('fontSize', `${value}px`)}
          />
          <ChoiceField
            label="Text Alignment"
            value={style.textAlign ?? ''}
            options={TEXT_ALIGNS.map((value) => ({ value, label: capitalised(value) }))}
            onChange={(value) => set('textAlign', value)}
          />
          <ChoiceField
            label="Font Weight"
            value={style.fontWeight ?? ''}
            options={FONT_WEIGHTS.map((value) => ({ value, label: capitalised(value) }))}
            onChange={(value) => set('fontWeight', value)}
          />
        </SettingsGroup>
      ) : null}
      <SettingsGroup title="Background & Border">
        <ColorField label="Background Color" value={style.backgroundColor} fallback="#000000" onChange={(value) => set('backgroundColor', value)} />
        <RangeField
          label="Border Radius"
          value={pxNumber(style.borderRadius, 0)}
          min={LIMITS.borderRadiusPx.min}
          max={LIMITS.borderRadiusPx.max}
          unit="px"
          onChange={(value) => set('borderRadius', `${value}px`)}
        />
      </SettingsGroup>
      <SettingsGroup title="Spacing">
        <TextSettingField label="Padding" value={style.padding ?? ''} placeholder="0px or 10px 20px" onChange={setText('padding')} />
        <TextSettingField label="Margin" value={style.margin ?? ''} placeholder="0px or 10px 20px" onChange={setText('margin')} />
      </SettingsGroup>
      <SettingsGroup title="Dimensions">
        <TextSettingField label="Width" value={style.width ?? ''} placeholder="100% or 300px" onChange={setText('width')} />
        <TextSettingField label="Height" value={style.height ?? ''} placeholder="auto or 200px" onChange={setText('height')} />
      </SettingsGroup>
    </div>
  );
}
