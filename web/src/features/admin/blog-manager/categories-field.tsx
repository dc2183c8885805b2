import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { addCategory } from './post-form-rules.ts';

/**
 * The post's categories: a checkbox per known category, and a field to add a new one (blank input is
 * ignored; a new name joins the list and the post).
 */
export function CategoriesField({
  list,
  selected,
  onChange,
}: {
  list: readonly string[];
  selected: readonly string[];
  onChange: (next: { list: string[]; selected: string[] }) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const add = () => {
    const next = addCategory(list, selected, name);
    if (!next) return;
    onChange({ list: next.list, selected: next.postCategories });
    setName('');
  };
  const toggle = (category: string, on: boolean) =>
    onChange({ list: [...list], selected: on ? [...selected, category] : selected.filter((c) => c !== category) });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-200">Categories</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {list.map((category) => (
          <Checkbox
            key={category}
            label={category}
            checked={selected.includes(category)}
            onChange={(event) => toggle(category, event.target.checked)}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <label htmlFor={`${id}-new`} className="text-sm font-medium text-slate-200">
            New category
          </label>
          <input
            id={`${id}-new`}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the category instead of submitting anything around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className="h-10 rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none"
          />
        </div>
        <Button variant="outline" onClick={add}>
          Add Category
        </Button>
      </div>
    </fieldset>
  );
}
