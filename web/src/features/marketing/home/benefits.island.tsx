import { BenefitsCarousel } from './benefits-carousel.tsx';
import { withPageEdits } from '../../page-content/page-edits-context.tsx';
import { defineIsland } from '../../../components/islands/island.tsx';

/** The Home benefits carousel, given the saved edits of its tiles. */
const EditedBenefitsCarousel = withPageEdits(BenefitsCarousel);

/** The Home benefits carousel as an island: it starts when it comes near the viewport. */
export const BenefitsIsland = defineIsland('benefits', EditedBenefitsCarousel, 'visible');

export default EditedBenefitsCarousel;
