import type { Editor } from '@tiptap/core';
import type { Selection } from '@tiptap/pm/state';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { LinkSuggestions, type LinkTarget } from './link-suggestions.tsx';
import { refocusAfterDialog, restoreSelection, settleRefocus } from './refocus.ts';
import { hrefProblem } from './safe-href.ts';

/**
 * The link dialog (the Link button and Ctrl/Cmd+K): a URL field with suggestions of posts and pages by title, "Open in
 * a new tab", and Remove link on an existing link. Unsafe targets (`javascript:` and the like) are refused with the
 * reason. With no text selected, the link's text is the chosen title (or the address).
 */
export function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [href, setHref] = useState('');
  const [newTab, setNewTab] = useState(false);
  const [picked, setPicked] = useState<LinkTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Where the writer was when the dialog opened: the link goes there, and the caret returns there on Cancel.
  const openedAt = useRef<Selection | null>(null);
  const existing = open && editor.isActive('link');

  const reset = () => {
    // A refocus from the dialog's last close may still be waiting: the link goes where the writer really is.
    settleRefocus(editor);
    const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
    setHref(attributes.href ?? '');
    setNewTab(attributes.target === '_blank');
    setPicked(null);
    setError(null);
    openedAt.current = editor.state.selection;
  };

  /** Closes the dialog and gives the text its focus back, after the key that closed it has been handled. */
  const close = () => {
    onClose();
    refocusAfterDialog(editor, openedAt.current ?? undefined);
  };

  /** Closes the dialog after a change, the caret where the change left it. */
  const done = () => {
    onClose();
    refocusAfterDialog(editor);
  };

  const apply = () => {
    const target = href.trim();
    const problem = target === '' ? 'Enter the address the link goes to, or pick a suggestion.' : hrefProblem(target);
    if (problem) return setError(problem);
    const attributes = { href: target, target: newTab ? '_blank' : null, rel: newTab ? 'noopener noreferrer' : null };
    restoreSelection(editor, openedAt.current);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      const text = picked?.href === target ? picked.title : target;
      editor.commands.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: attributes }] });
    } else {
      editor.chain().extendMarkRange('link').setLink(attributes).run();
    }
    done();
  };

  const remove = () => {
    restoreSelection(editor, openedAt.current);
    editor.chain().extendMarkRange('link').unsetLink().run();
    done();
  };

  return (
    <FormDialog
      open={open}
      title={existing ? 'Edit link' : 'Insert link'}
      submitLabel={existing ? 'Update link' : 'Insert link'}
      pending={false}
      error={error}
      onOpen={reset}
      onClose={close}
      onSubmit={apply}
    >
      <TextField
        label="URL"
        value={href}
        autoComplete="off"
        placeholder="https://… or a post title"
        hint="An address (https://…, /blog/a-post, mailto:, tel:) or the title of a post or page to find it."
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
      />
      {open ? (
        <LinkSuggestions
          text={href}
          onPick={(target) => {
            setHref(target.href);
            setPicked(target);
            setError(null);
          }}
        />
      ) : null}
      <Checkbox label="Open in a new tab" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
      {existing ? (
        <div>
          <Button size="sm" variant="ghost" onClick={remove}>
            Remove link
          </Button>
        </div>
      ) : null}
    </FormDialog>
  );
}
