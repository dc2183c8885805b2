import type { BuilderElement } from '@app/builder-engine';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { TemplatePreview } from './template-preview.tsx';

/**
 * 'Save as template' in a section's Settings: a dialog with the template's name and a preview of the section. The
 * section is saved as it is when Save is pressed; the server's refusal (a taken name, a section too large) is shown.
 */
export function SaveAsTemplate({ element }: { element: BuilderElement }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const utils = trpc.useUtils();
  const create = trpc.builderTemplate.create.useMutation();

  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        Save as template
      </Button>
      <FormDialog
        open={open}
        title="Save section as template"
        submitLabel="Save template"
        pending={create.isPending}
        error={create.error?.message}
        onOpen={() => {
          create.reset();
          setName('');
        }}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          create.mutate(
            { name, element },
            {
              onSuccess: (template) =>
                void utils.builderTemplate.list.invalidate().then(() => {
                  toast({ title: 'Template saved', description: `'${template.name}' is in the Templates group of the Elements tab.` });
                  setOpen(false);
                }),
            },
          )
        }
      >
        {open ? <TemplatePreview element={element} width={400} height={160} /> : null}
        <TextField label="Template name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
      </FormDialog>
    </>
  );
}
