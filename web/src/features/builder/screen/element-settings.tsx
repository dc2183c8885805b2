import { ELEMENT_TYPE_LABELS, getElement } from '@app/builder-engine';
import { Button } from '../../../components/ui/button.tsx';
import { AdvancedSettings } from './advanced-settings.tsx';
import { ContentSettings } from './content-settings.tsx';
import { MoveSettings } from './move-settings.tsx';
import { SaveAsTemplate } from './save-as-template.tsx';
import { useScreenUi } from './screen-ui-context.ts';
import { useSessionValue } from './session-context.ts';
import { StyleSettings } from './style-settings.tsx';

/** The Settings tab: the selected element's name and type, its content or image, Style, Advanced, position, Save as template (sections) and delete. */
export function ElementSettings() {
  const ui = useScreenUi();
  const element = useSessionValue((snapshot) => {
    const id = snapshot.editor.selectedId;
    return id === null ? undefined : getElement(snapshot.editor.page, id);
  });
  if (element === undefined) {
    return (
      <div className="py-10 text-center">
        <p className="font-semibold text-white">No Element Selected</p>
        <p className="mt-1 text-sm text-slate-400">Select an element on the page to edit its properties</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-base font-semibold text-white">{element.name}</h2>
        <p className="text-xs text-slate-400">{ELEMENT_TYPE_LABELS[element.type]}</p>
      </div>
      <ContentSettings element={element} />
      <StyleSettings element={element} />
      <AdvancedSettings element={element} />
      <MoveSettings element={element} />
      {element.type === 'section' ? <SaveAsTemplate element={element} /> : null}
      <Button variant="destructive" className="w-full" onClick={ui.requestDelete}>
        Delete Element
      </Button>
    </div>
  );
}
