import { createContext, useContext, useLayoutEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTES, type IslandLoad } from './island-attributes.ts';

/**
 * How the server renders islands on a page served as islands: each island's component as a React root
 * of its own (the same tree the browser hydrates, so ids from `useId` agree), under a prefix unique in
 * the page. Pages hydrated as a whole app have no renderer: their islands render inline.
 */
export interface IslandServerRenderer {
  /** A fresh id prefix for the next island named `name`. */
  nextIdPrefix(name: string): string;
  /** The HTML of `element` rendered as its own root with `idPrefix`. */
  renderToHtml(element: ReactElement, idPrefix: string): string;
}

const IslandServerRendererContext = createContext<IslandServerRenderer | null>(null);

/** Provides the island renderer while the server renders a page served as islands. */
export const IslandServerRendererProvider = IslandServerRendererContext.Provider;

/**
 * The root every island renders in, on the server and in the browser alike (so both trees match);
 * `onReady` runs once the island has hydrated.
 */
export function IslandRoot({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  useLayoutEffect(() => {
    onReady?.();
    // Once, when the island has hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

/** An island component as pages use it: the component itself, wrapped for the runtime to find. */
export type IslandComponent<P> = ComponentType<P> & { islandName: string };

/**
 * Declares an island: `Component` rendered on the server inside a wrapper that names it, carries its
 * props (JSON) and says when its script runs (`load`). On a page served as islands the browser hydrates
 * just that wrapper, with those props, as its own React root; in the app (admin, dashboard) it renders
 * like any component. Its props must be plain data, and it may use no app context (router, query
 * cache): whatever it needs comes in its props. Its name is its file's: `{name}.island.tsx`.
 * An island used inside phrasing content (a heading, a label, a `<span>`) and rendering only phrasing
 * content itself passes `{ inline: true }`: its wrapper is then a `<span>`, as HTML's content model requires.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  load: IslandLoad | ((props: P) => IslandLoad),
  { inline = false }: { inline?: boolean } = {},
): IslandComponent<P> {
  const Wrapper = inline ? 'span' : 'div';
  function Island(props: P) {
    const server = useContext(IslandServerRendererContext);
    const attributes = {
      [ISLAND_ATTRIBUTES.name]: name,
      [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
      [ISLAND_ATTRIBUTES.load]: typeof load === 'function' ? load(props) : load,
      style: { display: 'contents' },
    };
    if (!server) {
      return (
        <Wrapper {...attributes}>
          <Component {...props} />
        </Wrapper>
      );
    }
    const idPrefix = server.nextIdPrefix(name);
    const html = server.renderToHtml(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      idPrefix,
    );
    return <Wrapper {...attributes} {...{ [ISLAND_ATTRIBUTES.idPrefix]: idPrefix }} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name });
}
