import { ProblemBackground } from '../features/marketing/home/problem-background.tsx';
import { defineIsland } from './island.tsx';

/** The Home problem statement's background as an island: it asks for the uploaded image when near the viewport. */
export const ProblemBackgroundIsland = defineIsland('problem-background', ProblemBackground, 'visible');

export default ProblemBackground;
