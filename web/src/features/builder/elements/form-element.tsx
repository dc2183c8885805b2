import { useFormResult } from '../../../lib/form-post.tsx';
import { BuilderFormIsland } from './builder-form.island.tsx';
import { useBuilderRender } from './builder-render-context.tsx';
import { useElementLook } from './element-look.ts';
import type { ElementProps } from './element-props.ts';

/**
 * The form element: a builder form (an island on a published page), told where it sits by the render
 * context and, after a post without script, what the server said about it.
 */
export function FormElement({ element, rowStackOn }: ElementProps) {
  const { pageSlug, pagePath, sentFormId } = useBuilderRender();
  const look = useElementLook(element, rowStackOn);
  const refusal = useFormResult('builder-form');
  const refused = refusal?.values.formId === element.id ? { message: refusal.message, values: refusal.values } : null;
  return (
    <BuilderFormIsland
      element={element}
      look={look}
      pageSlug={pageSlug}
      pagePath={pagePath}
      sent={sentFormId === element.id}
      refused={refused}
    />
  );
}
