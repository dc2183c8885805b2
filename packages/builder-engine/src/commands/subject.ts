import type { BuilderElement } from '../element.ts';
import type { CommandSubject } from './command.ts';

/** The subject record of an element: what labels and selection need to know about it. */
export function subjectOf(element: BuilderElement): CommandSubject {
  return { id: element.id, name: element.name, type: element.type };
}
