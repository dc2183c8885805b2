import { LegalContents } from './legal-contents.tsx';
import { defineIsland } from '../../components/islands/island.tsx';

/** A legal page's table of contents as an island: it highlights the section being read once it runs. */
export const LegalContentsIsland = defineIsland('legal-contents', LegalContents, 'visible');

export default LegalContents;
