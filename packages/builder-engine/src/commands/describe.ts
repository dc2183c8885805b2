import { actionLabel, updateLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { locate } from '../tree-index.ts';
import { keyedMap } from './update.ts';
import { CHANGE_GROUPS, type ChangeGroup, type Command, type ElementChanges } from './command.ts';

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
    case 'text':
      return updateLabel({ name, type: element?.type ?? 'section' }, {}, { [command.field]: '' });
    case 'update': {
      const before: Record<string, unknown> = {};
      for (const field of Object.keys(command.changes) as Array<keyof ElementChanges>) {
        const asked = command.changes[field];
        if (!(CHANGE_GROUPS as readonly string[]).includes(field)) {
          before[field] = element?.[field as keyof typeof element] ?? null;
          continue;
        }
        const map = element === undefined ? {} : keyedMap(element, field as ChangeGroup);
        const old: Record<string, unknown> = {};
        for (const key of Object.keys(asked ?? {})) old[key] = map[key] ?? null;
        before[field] = old;
      }
      return updateLabel({ name, type: element?.type ?? 'section' }, before, command.changes);
    }
  }
}
