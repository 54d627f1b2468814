import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from '../src/http/database-unavailable';
import { mapError } from '../src/http/error-mapper';

/** Which failures mean "PostgreSQL is unreachable" (503) — the fault tests show the real ones end to end. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

it.each([
  ['refused (Node, one error per address)', new AggregateError([withCode('connect', 'ECONNREFUSED')], 'x')],
  ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['dropped under a query', new Error('Connection terminated unexpectedly')],
  ['connect timed out', new Error('Connection terminated due to connection timeout')],
  ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
  ['server shutting down (57P01), wrapped', new DriverException(withCode('terminating connection', '57P01'))],
  ['connection failure class 08', withCode('connection failure', '08006')],
  ['inside a cause', new Error('outer', { cause: withCode('connect', 'ETIMEDOUT') })],
])('%s → DATABASE_UNAVAILABLE 503', (_, err) => {
  expect(isDatabaseUnavailable(err)).toBe(true);
  expect(mapError(err)).toEqual({
    status: 503,
    body: {
      error: 'Service temporarily unavailable. Please try again shortly.',
      code: 'DATABASE_UNAVAILABLE',
    },
  });
});

it.each([
  ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key', '23505'))],
  ['a statement cancelled by timeout (57014)', withCode('canceling statement', '57014')],
  ['a plain bug', new TypeError('x is undefined')],
  ['not an error', 'ECONNREFUSED'],
])('%s is not', (_, err) => {
  expect(isDatabaseUnavailable(err)).toBe(false);
});
