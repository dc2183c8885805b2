import type { ElementEdit, PageEdits } from '@app/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

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
