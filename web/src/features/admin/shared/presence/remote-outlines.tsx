import type { PresenceMember } from '@app/contracts';
import type { RefObject } from 'react';
import { useBoxOver } from '../../../../lib/use-box-over.ts';

/** Where the others' selections are drawn: the positioned container, how to find a selection in it, and when to re-measure. */
export interface OutlineTarget {
  containerRef: RefObject<HTMLElement | null>;
  /** The CSS selector of a selected element's id or key. */
  selectorOf: (selection: string) => string;
  /** Changes whenever the container's content is drawn anew. */
  redrawKey: unknown;
}

function RemoteOutline({ member, target }: { member: PresenceMember; target: OutlineTarget }) {
  const selection = member.selection;
  const boxRef = useBoxOver(target.containerRef, selection === null ? null : target.selectorOf(selection), target.redrawKey);
  if (selection === null) return null;
  return (
    <div
      ref={boxRef}
      hidden
      data-testid="remote-selection"
      data-member-name={member.name}
      data-selection={selection}
      className="pointer-events-none absolute z-10 outline-2 outline-offset-2"
      // A thin white ring keeps the colour's outline visible on dark sections too.
      style={{ outlineStyle: 'dashed', outlineColor: member.colour, boxShadow: '0 0 0 1px rgb(255 255 255 / 0.6)' }}
    >
      <span
        className="absolute right-0 -bottom-5 rounded-b-md px-1.5 py-0.5 text-[0.65rem] font-medium whitespace-nowrap text-white"
        style={{ backgroundColor: member.colour }}
      >
        {member.name}
      </span>
    </div>
  );
}

/**
 * The other people's selections, each outlined in their colour with a tag of their name at its bottom right (where
 * an editor's own label, at the top left, does not cover it); pointer-events none, so they never take a click.
 */
export function RemoteOutlines({ others, target }: { others: readonly PresenceMember[]; target: OutlineTarget }) {
  return (
    <>
      {others.map((member) => (
        <RemoteOutline key={member.memberId} member={member} target={target} />
      ))}
    </>
  );
}
