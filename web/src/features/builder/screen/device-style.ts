import {
  styleCommand,
  styleOn,
  type BuilderElement,
  type Device,
  type ElementStyle,
  type StyleChanges,
  type StyleKey,
} from '@app/builder-engine';
import { runEdit } from './edit-actions.ts';
import { useDeviceView } from './screen-ui-context.ts';
import { useBuilderSession } from './session-context.ts';
import type { OverrideMark } from './settings-fields.tsx';

/** What the Settings tab edits for the chosen device view. */
export interface DeviceStyle {
  readonly device: Device;
  /** The style this device sees (its own values over the inherited ones). */
  readonly style: ElementStyle;
  /** Sets a key for this device (on tablet or mobile an override); null clears it, so the device inherits again. */
  readonly set: <K extends StyleKey>(key: K, value: NonNullable<StyleChanges[K]> | null) => boolean;
  /** The override marker of a key, when this device view sets its own value for it. */
  readonly override: (key: StyleKey) => OverrideMark | undefined;
}

/**
 * The selected element's style as the Settings tab edits it: on Desktop the base style, on Tablet or Mobile that
 * device's overrides, each field showing the value the device sees and marking the ones it sets itself.
 */
export function useDeviceStyle(element: BuilderElement): DeviceStyle {
  const session = useBuilderSession();
  const device = useDeviceView();
  const set = <K extends StyleKey>(key: K, value: NonNullable<StyleChanges[K]> | null) =>
    runEdit(session, styleCommand(element.id, key, value as never, device));
  return {
    device,
    style: styleOn(element, device),
    set,
    override: (key) => {
      if (device === 'desktop' || element[device]?.[key] === undefined) return undefined;
      return { device, onReset: () => set(key, null) };
    },
  };
}
