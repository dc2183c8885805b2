import { Toaster } from './toaster.tsx';
import { defineIsland } from './islands/island.tsx';

/**
 * The toasts as an island: at once when the page arrived with a notice to hand over, otherwise only
 * once another island starts (only islands raise toasts).
 */
export const ToasterIsland = defineIsland('toaster', Toaster, ({ notice }) => (notice ? 'now' : 'with-others'));

export default Toaster;
