import { useHydrated } from './islands/use-hydrated.ts';
import { Button } from './ui/button.tsx';

/** 'Print this page': printing needs the script, so until it runs the button keeps its place but is not shown. */
export function PrintButton({ className = '' }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <Button
      variant="outline"
      size="sm"
      className={`print:hidden ${hydrated ? '' : 'invisible'} ${className}`}
      onClick={() => window.print()}
    >
      Print this page
    </Button>
  );
}
