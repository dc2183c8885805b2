import { PrintButton } from './print-button.tsx';
import { defineIsland } from './islands/island.tsx';

/** 'Print this page' as an island: shown once its script runs. */
export const PrintButtonIsland = defineIsland('print-button', PrintButton, 'visible');

export default PrintButton;
