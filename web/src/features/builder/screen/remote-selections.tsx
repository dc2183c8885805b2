import type { PresenceMember } from '@app/contracts';
import { useEffect, type RefObject } from 'react';
import { useElementBox } from './element-box.ts';
import { useOthersHere, usePresenceTracker } from '../../admin/shared/presence/use-presence.ts';
import { useSessionValue } from './session-context.ts';

/** One other person's selected element: an outline in their colour and a tag with their name, placed by style. */
function RemoteSelection({ member, contentRef }: { member: PresenceMember; contentRef: RefObject<HTMLDivElement | null> }) {
  const selection = member.selection;
  const boxRef = useElementBox(contentRef, selection);

  if (selection === null) return null;
  return (
    <div
      ref={boxRef}
      hidden
      data-testid="remote-selection"
      data-member-name={member.name}
      data-element-id={selection}
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
 * The other people's selections on the canvas, each in their colour with their name (pointer-events none, below
 * this admin's own selection overlay, and tagged at the bottom right where the own label is at the top left), and
 * this admin's selection reported to the others as it changes.
 */
export function RemoteSelections({ contentRef }: { contentRef: RefObject<HTMLDivElement | null> }) {
  const tracker = usePresenceTracker();
  const others = useOthersHere(tracker);
  const selectedId = useSessionValue((snapshot) => snapshot.editor.selectedId);
  useEffect(() => {
    tracker?.select(selectedId);
  }, [tracker, selectedId]);
  return (
    <>
      {others.map((member) => (
        <RemoteSelection key={member.memberId} member={member} contentRef={contentRef} />
      ))}
    </>
  );
}
