import type { StyleKey } from '../element.ts';
import { actionLabel, updateLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { locate } from '../tree-index.ts';
import type { Command, ElementChanges } from './command.ts';

/**
 * The history label of a command against the page it applies to ('Add Heading', 'Heading · font size 32 → 40'),
 * without applying it: for showing a list of persisted log entries. Unknown elements are named by id.
 */
export function describeCommand(page: BuilderPage, command: Command): string {
  if (command.kind === 'add') return actionLabel('Add', command.element.name);
  const element = locate(page, command.id)?.element;
  const name = element?.name ?? command.id;
  switch (command.kind) {
    case 'delete':
      return actionLabel('Delete', name);
    case 'move':
      return actionLabel('Move', name);
    case 'duplicate':
      return actionLabel('Duplicate', name);
    case 'update': {
      const before: Record<string, unknown> = {};
      const style: Record<string, unknown> = {};
      for (const field of Object.keys(command.changes)) {
        if (field !== 'style') before[field] = element?.[field as keyof ElementChanges & keyof typeof element] ?? null;
      }
      for (const key of Object.keys(command.changes.style ?? {}) as StyleKey[]) style[key] = element?.style[key] ?? null;
      return updateLabel({ name, type: element?.type ?? 'section' }, { ...before, style } as ElementChanges, command.changes);
    }
  }
}
