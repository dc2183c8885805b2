import type { Device } from '@app/builder-engine';
import { createContext, useContext } from 'react';

/** The left sidebar's tabs. */
export type SidebarTab = 'elements' | 'settings';

/** Screen-level actions the panels and the canvas share (stable for the screen's lifetime). */
export interface ScreenUi {
  /** Opens the sidebar on a tab (selecting an element shows Settings; Add Elements shows Elements). */
  showTab: (tab: SidebarTab) => void;
  /** Asks to delete the selected element (opens the confirmation). */
  requestDelete: () => void;
}

const ScreenUiContext = createContext<ScreenUi>({ showTab: () => undefined, requestDelete: () => undefined });

/** Provides the screen's shared actions. */
export const ScreenUiProvider = ScreenUiContext.Provider;

/** The screen's shared actions. */
export function useScreenUi(): ScreenUi {
  return useContext(ScreenUiContext);
}

const DeviceViewContext = createContext<Device>('desktop');

/** Provides the device view the top bar chose (the canvas draws it, Settings edits its values). */
export const DeviceViewProvider = DeviceViewContext.Provider;

/** The device view chosen in the top bar: desktop, tablet or mobile. */
export function useDeviceView(): Device {
  return useContext(DeviceViewContext);
}
