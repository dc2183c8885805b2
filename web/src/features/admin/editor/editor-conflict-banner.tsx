import type { PageSaveConflict } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { labelForKey } from './element-info.ts';

/** Shown when another admin saved the same elements first: reload their version, or overwrite it. */
export function EditorConflictBanner({
  conflict,
  onReload,
  onOverwrite,
}: {
  conflict: PageSaveConflict;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b border-amber-500/30 bg-amber-950/60 px-6 py-3 text-sm text-amber-100"
    >
      <p className="min-w-0 flex-1">
        Another admin saved changes to the same {conflict.keys.length === 1 ? 'element' : 'elements'} since you opened this page:{' '}
        <strong>{conflict.keys.map((key) => (key.startsWith('seo.') ? `SEO ${key.slice(4)}` : labelForKey(key))).join(', ')}</strong>.
      </p>
      <Button size="sm" variant="outline" onClick={onReload}>
        Reload their version
      </Button>
      <Button size="sm" variant="destructive" onClick={onOverwrite}>
        Overwrite with mine
      </Button>
    </div>
  );
}
