/**
 * One Idempotency-Key per distinct booking (POST /reserve, POST /reservations): a retry of the same details (a
 * double tap, a lost answer, a request sent while offline) sends the same key, so the server books once;
 * changed details get a new key (the same key with another body is refused, 422 IDEMPOTENCY_KEY_REUSED).
 */
export function idempotencyKeys() {
  let last: { body: string; key: string } | null = null;
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: newKey() };
    return last.key;
  };
}

function newKey() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
