import { FONT_WEIGHTS, LIMITS, TEXT_ALIGNS, type BuilderElement } from '@app/builder-engine';
import { useDeviceStyle } from './device-style.ts';
import { ChoiceField, ColorField, RangeField, SettingsGroup, TextSettingField } from './settings-fields.tsx';

/** Types whose Style tab has the Typography group (docs/product.md §2). */
const TYPOGRAPHY_TYPES: ReadonlySet<string> = new Set(['heading', 'text', 'button']);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A px length as a number for a slider ('32px' → 32), or the fallback. */
export function pxNumber(value: string | undefined, fallback: number): number {
  const match = value === undefined ? null : /^(-?\d+(?:\.\d+)?)px$/.exec(value.trim());
  return match ? Math.round(Number(match[1])) : fallback;
}

const DEVICE_NOTES = {
  tablet: 'Tablet values apply up to 1024px wide and on phones unless Mobile sets its own. Marked values are set for Tablet only.',
  mobile: 'Mobile values apply below 768px wide. Marked values are set for Mobile only; the others come from Tablet or Desktop.',
} as const;

/**
 * The Style part of Settings: Typography (heading, text, button), Background & Border, Spacing, Dimensions. It edits
 * the device view chosen in the top bar: Desktop is the base, Tablet and Mobile set overrides.
 */
export function StyleSettings({ element }: { element: BuilderElement }) {
  const { device, style, set, override } = useDeviceStyle(element);
  /** A free-text length field for `key` (an empty value gives the key back to the device above). */
  const lengthField = (key: 'padding' | 'margin' | 'width' | 'height', label: string, placeholder: string) => (
    <TextSettingField
      label={label}
      override={override(key)}
      value={style[key] ?? ''}
      placeholder={placeholder}
      onChange={(value) => set(key, value.trim() === '' ? null : value)}
    />
  );

  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-white">
        Style{device === 'desktop' ? '' : ` · ${device === 'tablet' ? 'Tablet' : 'Mobile'}`}
      </h3>
      {device === 'desktop' ? null : <p className="text-xs text-slate-400">{DEVICE_NOTES[device]}</p>}
      {TYPOGRAPHY_TYPES.has(element.type) ? (
        <SettingsGroup title="Typography">
          <ColorField
            label="Text Color"
            value={style.color}
            override={override('color')}
            fallback="#ffffff"
            onChange={(value) => set('color', value)}
          />
          <RangeField
            label="Font Size"
            override={override('fontSize')}
            value={pxNumber(style.fontSize, 16)}
            min={LIMITS.fontSizePx.min}
            max={LIMITS.fontSizePx.max}
            unit="px"
            onChange={(value) => set('fontSize', `${value}px`)}
          />
          <ChoiceField
            label="Text Alignment"
            override={override('textAlign')}
            value={style.textAlign ?? ''}
            options={TEXT_ALIGNS.map((value) => ({ value, label: capitalised(value) }))}
            onChange={(value) => set('textAlign', value)}
          />
          <ChoiceField
            label="Font Weight"
            override={override('fontWeight')}
            value={style.fontWeight ?? ''}
            options={FONT_WEIGHTS.map((value) => ({ value, label: capitalised(value) }))}
            onChange={(value) => set('fontWeight', value)}
          />
        </SettingsGroup>
      ) : null}
      <SettingsGroup title="Background & Border">
        <ColorField
          label="Background Color"
          value={style.backgroundColor}
          override={override('backgroundColor')}
          fallback="#000000"
          onChange={(value) => set('backgroundColor', value)}
        />
        <RangeField
          label="Border Radius"
          override={override('borderRadius')}
          value={pxNumber(style.borderRadius, 0)}
          min={LIMITS.borderRadiusPx.min}
          max={LIMITS.borderRadiusPx.max}
          unit="px"
          onChange={(value) => set('borderRadius', `${value}px`)}
        />
      </SettingsGroup>
      <SettingsGroup title="Spacing">
        {lengthField('padding', 'Padding', '0px or 10px 20px')}
        {lengthField('margin', 'Margin', '0px or 10px 20px')}
      </SettingsGroup>
      <SettingsGroup title="Dimensions">
        {lengthField('width', 'Width', '100% or 300px')}
        {lengthField('height', 'Height', 'auto or 200px')}
      </SettingsGroup>
    </div>
  );
}
