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

export const csvFileName = (date: string | null) => `reservations-${date ?? 'all'}.csv`;
