import type { PageEdits } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { labelForKey } from './element-info.ts';

/**
 * Saved edits whose element is not on the page: removed elements (restorable), elements on another
 * carousel slide, or keys that no longer exist in the page's code (orphaned). Never dropped silently.
 */
export function OffPageEdits({ keys, edits, onDiscard }: { keys: string[]; edits: PageEdits; onDiscard: (key: string) => void }) {
  if (keys.length === 0) return null;
  return (
    <details className="border-b border-white/10 px-6 py-2 text-sm">
      <summary className="cursor-pointer text-slate-300">
        {keys.length} {keys.length === 1 ? 'edit is' : 'edits are'} not on the page right now
      </summary>
      <p className="mt-2 text-xs text-slate-400">
        Removed elements, elements not shown at the moment, and orphaned edits whose element no longer exists in the page's code. They are
        kept until you restore or discard them.
      </p>
      <ul className="mt-2 grid gap-1">
        {keys.map((key) => (
          <li key={key} className="flex items-center justify-between gap-3 rounded-md bg-night-800 px-3 py-1.5">
            <span className="min-w-0 truncate">
              {labelForKey(key)} <code className="text-xs text-slate-400">{key}</code>
              <span className="ml-2 text-xs text-slate-400">{edits[key]?.removed ? 'removed' : 'orphaned or not shown'}</span>
            </span>
            <Button size="sm" variant="ghost" onClick={() => onDiscard(key)}>
              {edits[key]?.removed ? 'Restore' : 'Discard'}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
