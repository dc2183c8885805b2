import { PrintButton } from '../components/print-button.tsx';
import { defineIsland } from './island.tsx';

/** 'Print this page' as an island: shown once its script runs. */
export const PrintButtonIsland = defineIsland('print-button', PrintButton, 'visible');

export default PrintButton;
