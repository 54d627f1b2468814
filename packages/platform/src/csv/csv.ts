/**
 * CSV exports in the back office (the reservations list, the reports): the API's file kept byte for byte and
 * handed to the browser as a download. Its own entry point (`@stol/platform/csv`): only the screens that export
 * bundle it, the shared platform singleton does not grow.
 */

/**
 * RTK Query `responseHandler` for a CSV answer: the text as sent. Kept as text (a Blob is not serializable in the
 * store), decoded without dropping the byte-order mark a spreadsheet needs to read UTF-8.
 */
export const csvTextResponse = async (response: Response): Promise<string> =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

/** Hands CSV text to the browser as a file download (an object URL on a temporary link). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handed to the browser, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
