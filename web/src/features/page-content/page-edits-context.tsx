import type { ElementEdit, PageEdits } from '@app/contracts';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

interface PageEditsState {
  edits: PageEdits | undefined;
  editing: boolean;
}

// Without a provider the page renders exactly as built: no edits, not in the editor.
const PageEditsContext = createContext<PageEditsState>({ edits: undefined, editing: false });

/**
 * Gives the editable elements below it a page's saved edits; `editing` is true inside the admin's
 * in-page editor, where hidden elements stay faintly visible so they can be found and unhidden.
 */
export function PageEditsProvider({
  edits,
  editing = false,
  children,
}: {
  edits: PageEdits | undefined;
  editing?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ edits, editing }), [edits, editing]);
  return <PageEditsContext.Provider value={value}>{children}</PageEditsContext.Provider>;
}

/** The saved edit of the element with this key, or undefined when it has none (or there is no provider). */
export function useElementEdit(key: string): ElementEdit | undefined {
  const { edits } = useContext(PageEditsContext);
  // Own keys only: a key such as 'constructor' must never reach the object's prototype.
  return edits && Object.hasOwn(edits, key) ? edits[key] : undefined;
}

/** Whether the page is shown inside the admin's in-page editor. */
export function useIsEditing(): boolean {
  return useContext(PageEditsContext).editing;
}

/** What an island drawing editable elements gets as props: the saved edits under its keys, and whether the editor is open. */
export interface IslandEdits {
  edits: PageEdits;
  editing: boolean;
}

/**
 * `Component` taking its saved edits as props (`usePageEditsUnder` in the page that renders it) and
 * providing them inside itself: so a component of editable elements can be an island.
 */
export function withPageEdits<P extends object>(Component: ComponentType<P>): ComponentType<P & IslandEdits> {
  function Edited({ edits, editing, ...props }: P & IslandEdits) {
    return (
      <PageEditsProvider edits={edits} editing={editing}>
        <Component {...(props as P)} />
      </PageEditsProvider>
    );
  }
  Edited.displayName = `WithPageEdits(${Component.displayName ?? Component.name})`;
  return Edited;
}

/**
 * The edits of the elements whose keys start with `prefix` (and whether the editor is open): what an
 * island drawing those elements needs as props, since it cannot read this context.
 */
export function usePageEditsUnder(prefix: string): IslandEdits {
  const { edits, editing } = useContext(PageEditsContext);
  return useMemo(() => {
    const under: PageEdits = {};
    for (const [key, edit] of Object.entries(edits ?? {})) if (key.startsWith(prefix)) under[key] = edit;
    return { edits: under, editing };
  }, [edits, editing, prefix]);
}
