import { fieldName } from '@stol/contracts';
import type { z } from 'zod';

/**
 * zod's own texts for the checks a schema gives no message of its own (a missing field, a wrong type, an
 * enum, a length), rewritten to name the field and say what is wrong in words. Schema messages (the specs'
 * texts, the contracts' primitives) take precedence over this map, so they reach the client unchanged.
 * Nothing of the schema's internals (patterns, types of the implementation) is echoed.
 */

interface IssueLike {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  values?: readonly unknown[];
  keys?: readonly string[];
}

const FORMATS: Record<string, string> = {
  email: 'a valid email address',
  datetime: 'a date and time in ISO 8601 with an offset',
  date: 'a calendar day as YYYY-MM-DD',
  time: 'a time as HH:mm',
  uuid: 'a UUID',
  url: 'a URL',
};

function sizeText(issue: IssueLike, bound: 'minimum' | 'maximum'): string {
  const limit = String(issue[bound]);
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
  const exclusive = issue.inclusive === false;
  if (bound === 'minimum') return exclusive ? `more than ${limit}${unit}` : `at least ${limit}${unit}`;
  return exclusive ? `less than ${limit}${unit}` : `at most ${limit}${unit}`;
}

const listOf = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

export function validationMessage(issue: IssueLike): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return `${field} is required`;
      return `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${String(issue.expected)}`}`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? `${field} must not be empty`
        : `${field} must be ${sizeText(issue, 'minimum')}`;
    case 'too_big':
      return `${field} must be ${sizeText(issue, 'maximum')}`;
    case 'invalid_format':
      return `${field} must be ${FORMATS[String(issue.format)] ?? 'in the expected format'}`;
    case 'invalid_value':
      return issue.values?.length ? `${field} must be one of ${listOf(issue.values)}` : `${field} is invalid`;
    case 'unrecognized_keys':
      return `Unknown field${(issue.keys?.length ?? 0) > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a whole number`;
    case 'invalid_key':
      // A record's key the schema refuses (e.g. a special-hours date): the record is named, not the client's
      // key (any text it sent); the issue's path still says which key.
      return `${fieldName(issue.path?.slice(0, -1))} is invalid`;
    default:
      return `${field} is invalid`;
  }
}

/** The per-parse error map for zod: used where the schema itself gives no message. */
export const validationErrorMap = (issue: Parameters<z.core.$ZodErrorMap>[0]): string =>
  validationMessage(issue as IssueLike);

/** What a client learns of each issue: where, which check, and the words; never the schema's internals. */
export const publicIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((issue) => ({ path: issue.path, code: issue.code, message: issue.message }));
