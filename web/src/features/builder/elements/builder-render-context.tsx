import { createContext, useContext } from 'react';

/**
 * Where the elements are drawn. The public site provides the page's slug and path (its forms send to
 * it), the id of the heading drawn as the page's h1, and the form a post without script has just sent
 * (`?sent=`); the builder's canvas can leave all of it out (forms then do not send).
 */
export interface BuilderRenderContextValue {
  pageSlug?: string;
  pagePath?: string;
  primaryHeadingId?: string;
  sentFormId?: string | null;
}

const BuilderRenderContext = createContext<BuilderRenderContextValue>({});

/** Provides the render context to the element views below it (keep the value stable: memoise it). */
export const BuilderRenderProvider = BuilderRenderContext.Provider;

/** The render context of the element views (empty on the builder's canvas unless the screen provides one). */
export function useBuilderRender(): BuilderRenderContextValue {
  return useContext(BuilderRenderContext);
}
