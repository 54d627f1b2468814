/**
 * Checking an API answer without zod (issue 8: sign-in → dashboard had zod as its largest download, 25 KiB, only to
 * validate the dashboard's answers). A shape is the JSON Schema that zod itself writes for a contract's schema
 * (`z.toJSONSchema`, output side), generated into `shapes.generated.ts` by `npm run shapes -w @stol/contracts` and
 * kept in step by a test, so the zod schemas stay the one source of truth. This reads the few keywords those
 * schemas produce. What zod checks beyond the JSON Schema (refinements such as "a real instant") is not checked
 * here; the answers come from the API, which builds them from the same schemas. Only `import type` here.
 */
import type { TCheckIssue } from './session-guards';

/** The subset of JSON Schema that zod writes for the contracts' answers. */
export interface TShape {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, TShape>>;
  required?: readonly string[];
  /** A record's values (an object schema without `properties`); `false` (no other keys) is not checked: zod strips them. */
  additionalProperties?: TShape | boolean;
  propertyNames?: TShape;
  items?: TShape;
  maxItems?: number;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly TShape[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isSafeInteger(value)
        ? 'integer'
        : typeof value;

/** zod's `.int()` is a safe integer; its `number()` is any finite number, integers included. */
const hasType = (actual: string, wanted: string) =>
  actual === wanted || (wanted === 'number' && actual === 'integer');

const patterns = new Map<string, RegExp>();
const patternOf = (source: string) => {
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source)));
  return re;
};

/** Records a problem (a diagnostic for logs and tests, like session-guards.ts's: not a text shown to users). */
function report(issues: TCheckIssue[], path: (string | number)[], message: string): TCheckIssue[] {
  issues.push({ path, message });
  return issues;
}

/** Every way `value` departs from `shape`, with its path: the first problem of each value, every field of an object. */
export function shapeIssues(
  shape: TShape,
  value: unknown,
  path: (string | number)[] = [],
  issues: TCheckIssue[] = [],
): TCheckIssue[] {
  const fail = (message: string) => report(issues, path, message);
  if (shape.anyOf) {
    return shape.anyOf.some((option) => shapeIssues(option, value, path).length === 0)
      ? issues
      : fail('matches none of the allowed shapes');
  }
  const actual = typeOf(value);
  if (actual === 'number' && !Number.isFinite(value)) return fail('expected a finite number');
  if (shape.type !== undefined) {
    const wanted = typeof shape.type === 'string' ? [shape.type] : shape.type;
    if (!wanted.some((type) => hasType(actual, type))) return fail(`expected ${wanted.join(' or ')}`);
  }
  if ('const' in shape && value !== shape.const) return fail(`expected ${JSON.stringify(shape.const)}`);
  if (shape.enum && !shape.enum.includes(value)) return fail(`expected one of ${shape.enum.join(', ')}`);
  if (typeof value === 'number') {
    if (shape.minimum !== undefined && value < shape.minimum) return fail(`expected at least ${shape.minimum}`);
    if (shape.maximum !== undefined && value > shape.maximum) return fail(`expected at most ${shape.maximum}`);
  }
  if (typeof value === 'string') {
    if (shape.minLength !== undefined && value.length < shape.minLength) return fail('too short');
    if (shape.maxLength !== undefined && value.length > shape.maxLength) return fail('too long');
    if (shape.pattern !== undefined && !patternOf(shape.pattern).test(value)) return fail('malformed');
  }
  if (Array.isArray(value)) {
    if (shape.maxItems !== undefined && value.length > shape.maxItems) return fail('too many items');
    if (shape.items) value.forEach((item, i) => shapeIssues(shape.items!, item, [...path, i], issues));
  } else if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of shape.required ?? []) {
      if (!(key in record) || record[key] === undefined) report(issues, [...path, key], 'required');
    }
    for (const [key, propertyShape] of Object.entries(shape.properties ?? {})) {
      if (record[key] !== undefined) shapeIssues(propertyShape, record[key], [...path, key], issues);
    }
    const values = shape.additionalProperties;
    if (typeof values === 'object' || shape.propertyNames) {
      for (const [key, item] of Object.entries(record)) {
        if (shape.properties && key in shape.properties) continue;
        if (shape.propertyNames) shapeIssues(shape.propertyNames, key, [...path, key], issues);
        if (typeof values === 'object') shapeIssues(values, item, [...path, key], issues);
      }
    }
  }
  return issues;
}

/** The Standard Schema interface (standardschema.dev) that RTK Query's `responseSchema` takes, as much as it uses. */
export interface TStandardSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly TCheckIssue[] };
    /** What RTK Query reads the answer's type from (an answer is its own input: nothing is transformed). */
    readonly types?: { readonly input: T; readonly output: T };
  };
}

/** A shape as a Standard Schema for `T`: the value itself when it fits, else its issues. */
export function checkedBy<T>(shape: TShape): TStandardSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'stol-shape',
      validate(value) {
        const issues = shapeIssues(shape, value);
        return issues.length === 0 ? { value: value as T } : { issues };
      },
    },
  };
}
