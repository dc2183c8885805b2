import { isComponentType, updateCommand, type BuilderElement } from '@app/builder-engine';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { MediaPicker } from '../../media/media-picker.tsx';
import { runEdit } from './edit-actions.ts';
import { BUILDER_ICON_NAMES } from '../elements/builder-icon.tsx';
import { ComponentSettings } from './component-settings.tsx';
import { RichTextSettings } from './rich-text-settings.tsx';
import { ChoiceField, SettingsGroup, TextSettingField } from './settings-fields.tsx';
import { useBuilderSession } from './session-context.ts';
import { TypingField } from './typing-field.tsx';

/** Types whose content is one text (the label of a button, the words of a heading or paragraph). */
const TEXT_TYPES: ReadonlySet<string> = new Set(['heading', 'text', 'button']);

function ImagePart({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const [picking, setPicking] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (picking && dialog.current && !dialog.current.open) dialog.current.showModal();
    if (!picking && dialog.current?.open) dialog.current.close();
  }, [picking]);
  return (
    <SettingsGroup title="Image">
      {element.src ? <img src={element.src} alt={element.content ?? ''} className="max-h-32 w-full rounded-md object-cover" /> : null}
      <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
        Choose Image
      </Button>
      <TypingField element={element} field="content" label="Alt text" />
      <dialog
        ref={dialog}
        aria-label="Choose an image"
        onCancel={(event) => {
          event.preventDefault();
          setPicking(false);
        }}
        className="m-auto w-[min(56rem,94vw)] rounded-2xl border border-white/10 bg-night-800 p-6 text-slate-200 backdrop:bg-black/60"
      >
        {picking ? (
          <MediaPicker
            onChoose={(image) => {
              const changes = image.alt.trim() === '' ? { src: image.url } : { src: image.url, content: image.alt };
              if (runEdit(session, updateCommand(element.id, changes))) toast({ title: 'Image updated' });
              setPicking(false);
            }}
          />
        ) : null}
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={() => setPicking(false)}>
            Close
          </Button>
        </div>
      </dialog>
    </SettingsGroup>
  );
}

/** The content or image part of Settings: the element's words (a rich text's in the post body editor), link, image or video address. */
export function ContentSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const setField = (field: 'content' | 'url' | 'src') => (value: string) => runEdit(session, updateCommand(element.id, { [field]: value }));
  if (element.type === 'image') return <ImagePart element={element} />;
  if (element.type === 'richtext') return <RichTextSettings element={element} />;
  const fields = [];
  if (TEXT_TYPES.has(element.type)) fields.push(<TypingField key="content" element={element} field="content" label="Text" multiline />);
  if (element.type === 'button')
    fields.push(
      <TextSettingField
        key="url"
        label="Link URL"
        value={element.url ?? ''}
        placeholder="/contact or https://…"
        onChange={setField('url')}
      />,
    );
  if (element.type === 'video')
    fields.push(
      <TextSettingField
        key="src"
        label="Video URL"
        value={element.src ?? ''}
        placeholder="YouTube, Vimeo or .mp4 address"
        onChange={setField('src')}
      />,
    );
  if (element.type === 'icon') {
    fields.push(
      <ChoiceField
        key="icon"
        label="Icon"
        value={element.content ?? ''}
        options={BUILDER_ICON_NAMES.map((name) => ({ value: name, label: name }))}
        onChange={setField('content')}
      />,
    );
  }
  if (isComponentType(element.type)) return <ComponentSettings element={element} type={element.type} />;
  if (fields.length === 0) return null;
  return <SettingsGroup title="Content">{fields}</SettingsGroup>;
}
