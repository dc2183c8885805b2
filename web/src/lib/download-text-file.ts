/**
 * Saves `text` as a file named `filename` in the browser: a Blob behind a temporary object URL,
 * clicked through a detached link, the URL revoked right after so the Blob can be freed.
 */
export function downloadTextFile(filename: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click starts the download synchronously; revoking on the next task leaves it time to read the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
