import { BuilderForm } from './builder-form.tsx';
import { defineIsland } from '../../../components/islands/island.tsx';

/** A builder page's form as an island: it starts when the visitor reaches for it (it posts without script until then). */
export const BuilderFormIsland = defineIsland('builder-form', BuilderForm, 'interaction');

export default BuilderForm;
