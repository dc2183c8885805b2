import { InfoTooltip } from './info-tooltip.tsx';
import { withPageEdits } from '../../page-content/page-edits-context.tsx';
import { defineIsland } from '../../../components/islands/island.tsx';

/** A feature's info tooltip, given the saved edit of its text. */
const EditedInfoTooltip = withPageEdits(InfoTooltip);

/**
 * A feature's info tooltip as an island (CSS shows it until then): it starts when near the viewport. Its
 * wrapper is a `<span>`: it sits inside the feature's name, a `<span>`.
 */
export const InfoTooltipIsland = defineIsland('info-tooltip', EditedInfoTooltip, 'visible', { inline: true });

export default EditedInfoTooltip;
