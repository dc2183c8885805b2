import { BuilderForm } from '../features/builder/elements/builder-form.tsx';
import { defineIsland } from './island.tsx';

/** A builder page's form as an island: it starts when the visitor reaches for it (it posts without script until then). */
export const BuilderFormIsland = defineIsland('builder-form', BuilderForm, 'interaction');

export default BuilderForm;
