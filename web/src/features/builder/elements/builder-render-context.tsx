import type { Device } from '@app/builder-engine';
import { createContext, useContext } from 'react';

/**
 * Where the elements are drawn. The public site provides the page's slug and path (its forms send to
 * it), the id of the heading drawn as the page's h1, the form a post without script has just sent
 * (`?sent=`) and the class names of its stylesheet (`pageStylesheet`); the builder's canvas provides the
 * device it shows instead, and its elements are styled inline as that device sees them.
 */
export interface BuilderRenderContextValue {
  pageSlug?: string;
  pagePath?: string;
  primaryHeadingId?: string;
  sentFormId?: string | null;
  classNames?: ReadonlyMap<string, string>;
  device?: Device;
}

const BuilderRenderContext = createContext<BuilderRenderContextValue>({});

/** Provides the render context to the element views below it (keep the value stable: memoise it). */
export const BuilderRenderProvider = BuilderRenderContext.Provider;

/** The render context of the element views (empty on the builder's canvas unless the screen provides one). */
export function useBuilderRender(): BuilderRenderContextValue {
  return useContext(BuilderRenderContext);
}
