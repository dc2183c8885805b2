import { BuilderForm } from '../features/builder/elements/builder-form.tsx';
import { defineIsland } from './island.tsx';

/** A builder page's form as an island: its script runs when the form comes near the viewport. */
export const BuilderFormIsland = defineIsland('builder-form', BuilderForm, 'visible');

export default BuilderForm;
