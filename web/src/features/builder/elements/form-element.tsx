import { useFormResult } from '../../../lib/form-post.tsx';
import { BuilderFormIsland } from '../../../islands/builder-form.island.tsx';
import { useBuilderRender } from './builder-render-context.tsx';
import type { ElementProps } from './element-props.ts';

/**
 * The form element: a builder form (an island on a published page), told where it sits by the render
 * context and, after a post without script, what the server said about it.
 */
export function FormElement({ element }: ElementProps) {
  const { pageSlug, pagePath, sentFormId } = useBuilderRender();
  const refusal = useFormResult('builder-form');
  const refused = refusal?.values.formId === element.id ? { message: refusal.message, values: refusal.values } : null;
  return <BuilderFormIsland element={element} pageSlug={pageSlug} pagePath={pagePath} sent={sentFormId === element.id} refused={refused} />;
}
