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

  // Another person's change (or an undo): write it in, moving the caret and selection past it.
  useLayoutEffect(() => {
    const node = ref.current;
    if (node === null || shown.current === value) return;
    const focused = document.activeElement === node;
    const { selectionStart, selectionEnd } = node;
    const moves = session.textMovesBetween(element.id, field, shown.current, value) ?? [
      { ops: diffText(node.value, value), caretBefore: true },
    ];
    node.value = shown.current = value;
    if (focused && selectionStart !== null && selectionEnd !== null) {
      node.setSelectionRange(moveCaret(selectionStart, moves), moveCaret(selectionEnd, moves));
    }
  }, [session, element.id, field, value]);

  const onInput = () => {
    const node = ref.current;
    if (node === null) return;
    const result = session.typeText(element.id, field, shown.current, node.value, node.selectionEnd ?? node.value.length);
    if (!result.ok) {
      toast({ title: 'That change was not made', description: result.message, variant: 'destructive' });
      const kept = getElement(session.getSnapshot().editor.page, element.id);
      if (kept !== undefined) node.value = shown.current = kept[field] ?? '';
      return;
    }
    shown.current = result.value;
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
