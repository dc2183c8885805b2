// The builder pages this tab is deleting itself (Page actions → Delete page): their live feed's `page-deleted` is this
// tab's own doing, which the delete dialog follows with the page list and a toast, not news to show as another's.
const deletingHere = new Set<number>();

/** Notes that this tab asked to delete the page `pageId` (or, with `false`, that the request failed). */
export function markDeletingHere(pageId: number, deleting = true): void {
  if (deleting) deletingHere.add(pageId);
  else deletingHere.delete(pageId);
}

/** Whether this tab asked to delete the page `pageId` itself. */
export function isDeletingHere(pageId: number): boolean {
  return deletingHere.has(pageId);
}
