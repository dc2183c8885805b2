import type { ActivityFilter } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { downloadTextFile } from '../../../lib/download-text-file.ts';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * 'Export CSV': downloads what `filter` selects of the activity log as the file the server names.
 * A failure is told in a toast with the server's reason; `onError` sees it too (e.g. a lost session).
 */
export function ActivityExportButton({ filter, onError }: { filter: ActivityFilter; onError: (error: unknown) => void }) {
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      // Straight from the server, never a cached copy: the file must hold every entry recorded so far.
      const { filename, csv } = await utils.client.activity.exportCsv.query(filter);
      downloadTextFile(filename, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      toast({
        title: 'Could not export the activity log',
        description: error instanceof Error && error.message ? error.message : 'Please try again in a moment.',
        variant: 'destructive',
      });
      onError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={exporting}>
      {exporting ? <Spinner /> : null}
      Export CSV
    </Button>
  );
}
