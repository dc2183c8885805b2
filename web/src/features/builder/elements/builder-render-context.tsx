import type { Device } from '@app/builder-engine';
import { createContext, useContext } from 'react';

/**
 * Where the elements are drawn. The public site provides the page's slug and path (its forms send to
 * it), the id of the heading drawn as the page's h1, the form a post without script has just sent
 * (`?sent=`), the class names of its stylesheet (`pageStylesheet`) and that its rich text is the server's,
 * sanitised; the builder's canvas provides the device it shows instead, and its elements are styled inline as that
 * device sees them.
 */
export interface BuilderRenderContextValue {
  pageSlug?: string;
  pagePath?: string;
  primaryHeadingId?: string;
  sentFormId?: string | null;
  classNames?: ReadonlyMap<string, string>;
  device?: Device;
  /**
   * True where every rich text's HTML was sanitised by the server (the public site's published and preview reads):
   * it is drawn as given. Elsewhere (the canvas, template pictures) a rich text is cleaned in the browser first.
   */
  richTextSanitised?: boolean;
}

const BuilderRenderContext = createContext<BuilderRenderContextValue>({});

/** Provides the render context to the element views below it (keep the value stable: memoise it). */
export const BuilderRenderProvider = BuilderRenderContext.Provider;

/** The render context of the element views (empty on the builder's canvas unless the screen provides one). */
export function useBuilderRender(): BuilderRenderContextValue {
  return useContext(BuilderRenderContext);
}
