/**
 * The booking reference a guest reads out on the phone (issue 23 §3): 'STL-' and at least four characters of
 * Crockford's base32 (digits and capitals without I, L, O, U: nothing to mistake when spoken or typed).
 *
 * Derived from the reservation's id alone, so it never changes and needs no column: the id is scrambled by a
 * fixed invertible affine map over the 5·n bits that n characters hold (odd multiplier, modulo 2^(5n)), so
 * consecutive bookings do not read as a counter, two ids never share a reference, and staff can turn a
 * reference back into its reservation (reservationIdOfReference). It is a name, not a secret: the guest's
 * token stays the key to the booking.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'STL-';
const MIN_CHARS = 4;
const MULTIPLIER = 0x5bd1e995n; // odd: invertible modulo any power of two
const OFFSET = 0x2f3c9n;

const charsFor = (id: bigint) => {
  let n = MIN_CHARS;
  while (id >= 1n << BigInt(5 * n)) n++;
  return n;
};

/** The inverse of MULTIPLIER modulo 2^bits (Newton's iteration: each step doubles the correct low bits). */
function inverse(bits: bigint): bigint {
  const mod = 1n << bits;
  let x = 1n;
  for (let i = 0; i < 7; i++) x = (x * (2n - MULTIPLIER * x)) % mod;
  return ((x % mod) + mod) % mod;
}

/** 'STL-7K2Q' for a reservation id (a positive whole number). */
export function bookingReference(reservationId: number): string {
  if (!Number.isSafeInteger(reservationId) || reservationId < 1) throw new RangeError('not a reservation id');
  const id = BigInt(reservationId);
  const n = charsFor(id);
  const bits = BigInt(5 * n);
  let value = (id * MULTIPLIER + OFFSET) % (1n << bits);
  let out = '';
  for (let i = 0; i < n; i++) {
    out = ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return PREFIX + out;
}

/** The reservation id of a reference (case and the prefix optional, O→0, I/L→1 as Crockford reads), else null. */
export function reservationIdOfReference(reference: string): number | null {
  const body = reference
    .trim()
    .toUpperCase()
    .replace(/^STL-?/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (body.length < MIN_CHARS || body.length > 11) return null;
  let value = 0n;
  for (const c of body) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) return null;
    value = (value << 5n) | BigInt(digit);
  }
  const bits = BigInt(5 * body.length);
  const mod = 1n << bits;
  const id = ((((value - OFFSET) % mod) + mod) * inverse(bits)) % mod;
  if (id < 1n || id > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  // Only the length the id is written with is its reference (a longer spelling of a small id is not).
  return charsFor(id) === body.length ? Number(id) : null;
}
