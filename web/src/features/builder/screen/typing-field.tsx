import { diffText, getElement, type BuilderElement, type TextField } from '@app/builder-engine';
import { useId, useLayoutEffect, useRef } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { useBuilderSession } from './session-context.ts';
import { moveCaret } from './text-trail.ts';

const inputClass =
  'h-9 w-full rounded-md border border-white/10 bg-night-800 px-2 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none';

/**
 * A text field of an element that two people can type into at once: each change goes to the session as a text
 * edit (what was typed or deleted at the caret), which merges with the other person's typing instead of replacing
 * it. The field is left uncontrolled while it is being typed into: when another person's typing changes the value,
 * the new value is written in and the caret and selection are moved through the edits the session applied (not a
 * guess from the two texts), so this person goes on typing where the merge keeps their words whole. Typing is one
 * step until a pause.
 */
export function TypingField({
  element,
  field,
  label,
  multiline = false,
  placeholder,
}: {
  element: BuilderElement;
  field: TextField;
  label: string;
  multiline?: boolean;
  placeholder?: string;
}) {
  const session = useBuilderSession();
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const value = element[field] ?? '';
  // The canvas's value the field last showed: a key is made on it, even when others' typing reached the canvas
  // before the screen drew it.
  const shown = useRef(value);
  // Where this person's last key left the caret (null before any, or once they moved it): another person's text
  // arriving right there goes after the caret then, so their words and ours stay whole (see TextMove).
  const typedAt = useRef<number | null>(null);

  // Another person's change (or an undo): write it in, moving the caret and selection past it.
  useLayoutEffect(() => {
    const node = ref.current;
    if (node === null || shown.current === value) return;
    const focused = document.activeElement === node;
    const { selectionStart, selectionEnd } = node;
    const afterOwnKey = selectionStart !== null && selectionStart === selectionEnd && selectionStart === typedAt.current;
    const moves = session.textMovesBetween(element.id, field, shown.current, value) ?? [
      { ops: diffText(node.value, value), caretBefore: true, theirs: true },
    ];
    node.value = shown.current = value;
    if (focused && selectionStart !== null && selectionEnd !== null) {
      const start = moveCaret(selectionStart, moves, afterOwnKey);
      node.setSelectionRange(start, moveCaret(selectionEnd, moves, afterOwnKey));
      typedAt.current = afterOwnKey ? start : null;
    } else typedAt.current = null;
  }, [session, element.id, field, value]);

  const onInput = () => {
    const node = ref.current;
    if (node === null) return;
    const caret = node.selectionEnd ?? node.value.length;
    // The key went where this person's last key left the caret: what was typed starts there.
    const typed = node.value.length - shown.current.length;
    const afterOwnKey = typedAt.current !== null && typed > 0 && caret - typed === typedAt.current;
    const result = session.typeText(element.id, field, shown.current, node.value, caret, afterOwnKey);
    if (!result.ok) {
      toast({ title: 'That change was not made', description: result.message, variant: 'destructive' });
      const kept = getElement(session.getSnapshot().editor.page, element.id);
      if (kept !== undefined) node.value = shown.current = kept[field] ?? '';
      return;
    }
    shown.current = result.value;
    typedAt.current = result.caret;
    // Others' typing the screen had not drawn yet is written in with this key, the caret right after the key.
    if (node.value !== result.value) {
      node.value = result.value;
      node.setSelectionRange(result.caret, result.caret);
    }
  };
  const props = {
    id,
    ref,
    defaultValue: value,
    placeholder,
    onChange: onInput,
    onBlur: () => session.endGesture(),
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-300">
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={3} className={`${inputClass} h-auto py-1.5`} />
      ) : (
        <input {...props} type="text" className={inputClass} />
      )}
    </div>
  );
}
