/**
 * The text to show for a failed call (staff spec §8): the server's `error` field when present, else the
 * screen's fallback ('Login failed', 'Failed to load tables', …).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'error' in data) {
      const text = (data as { error: unknown }).error;
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return fallback;
}
