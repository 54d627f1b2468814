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

/**
 * Where a value sits below the caller's path: one stack of keys for the whole check, a key pushed before a value
 * is checked and popped after, copied into a path only for the (rare) value that fails. Copying the path at every
 * step, or a link object per value, was most of a busy day's check (issue 22 §7: 300 reservations, some 15,000
 * values, checked cold on every load).
 */
type TKeys = (string | number)[];

const pathOf = (base: readonly (string | number)[], keys: TKeys): (string | number)[] => [...base, ...keys];

/** What a shape asks, worked out once per shape (the generated shapes are module constants). */
interface TCompiled {
  types: readonly string[] | null;
  properties: readonly (readonly [string, TShape])[];
  hasConst: boolean;
}
const compiled = new WeakMap<TShape, TCompiled>();
const compile = (shape: TShape): TCompiled => {
  let done = compiled.get(shape);
  if (!done) {
    done = {
      types: shape.type === undefined ? null : typeof shape.type === 'string' ? [shape.type] : shape.type,
      properties: Object.entries(shape.properties ?? {}),
      hasConst: 'const' in shape,
    };
    compiled.set(shape, done);
  }
  return done;
};

/** Every way `value` departs from `shape`, with its path: the first problem of each value, every field of an object. */
export function shapeIssues(
  shape: TShape,
  value: unknown,
  path: (string | number)[] = [],
  issues: TCheckIssue[] = [],
): TCheckIssue[] {
  check(shape, value, path, [], issues);
  return issues;
}

/** Records a problem (a diagnostic for logs and tests, not a text shown to users: not in the API's catalogue). */
const report = (issues: TCheckIssue[], path: (string | number)[], message: string) =>
  void issues.push({ path, message });

/**
 * The check: `base` is the caller's path, `link` where below it this value sits. A problem is a diagnostic for logs
 * and tests, like session-guards.ts's, not a text shown to users.
 */
function check(
  shape: TShape,
  value: unknown,
  base: readonly (string | number)[],
  keys: TKeys,
  issues: TCheckIssue[],
): void {
  // No closures or objects per value here: this runs for every value of an answer (tens of thousands on a busy day).
  const problem = firstProblem(shape, value, base, keys, issues);
  if (problem !== null) report(issues, pathOf(base, keys), problem);
}

/** Checks the value under `key` of the one being checked. */
function checkAt(
  shape: TShape,
  value: unknown,
  base: readonly (string | number)[],
  keys: TKeys,
  key: string | number,
  issues: TCheckIssue[],
): void {
  keys.push(key);
  check(shape, value, base, keys, issues);
  keys.pop();
}

const fitsOneOf = (types: readonly string[], actual: string) => {
  for (const type of types) if (hasType(actual, type)) return true;
  return false;
};

/** The value's own problem (null: none), after checking what it holds; problems of its items go to `issues`. */
function firstProblem(
  shape: TShape,
  value: unknown,
  base: readonly (string | number)[],
  keys: TKeys,
  issues: TCheckIssue[],
): string | null {
  if (shape.anyOf) {
    for (const option of shape.anyOf) {
      const optionIssues: TCheckIssue[] = [];
      check(option, value, base, keys, optionIssues);
      if (optionIssues.length === 0) return null;
    }
    return 'matches none of the allowed shapes';
  }
  const { types, properties, hasConst } = compile(shape);
  const actual = typeOf(value);
  if (actual === 'number' && !Number.isFinite(value)) return 'expected a finite number';
  if (types && !fitsOneOf(types, actual)) return `expected ${types.join(' or ')}`;
  if (hasConst && value !== shape.const) return `expected ${JSON.stringify(shape.const)}`;
  if (shape.enum && !shape.enum.includes(value)) return `expected one of ${shape.enum.join(', ')}`;
  if (typeof value === 'number') {
    if (shape.minimum !== undefined && value < shape.minimum) return `expected at least ${shape.minimum}`;
    if (shape.maximum !== undefined && value > shape.maximum) return `expected at most ${shape.maximum}`;
  } else if (typeof value === 'string') {
    if (shape.minLength !== undefined && value.length < shape.minLength) return 'too short';
    if (shape.maxLength !== undefined && value.length > shape.maxLength) return 'too long';
    if (shape.pattern !== undefined && !patternOf(shape.pattern).test(value)) return 'malformed';
  } else if (actual === 'array') {
    const items = value as unknown[];
    if (shape.maxItems !== undefined && items.length > shape.maxItems) return 'too many items';
    if (shape.items)
      for (let i = 0; i < items.length; i++) checkAt(shape.items, items[i], base, keys, i, issues);
  } else if (actual === 'object') {
    const record = value as Record<string, unknown>;
    if (shape.required) {
      for (const key of shape.required) {
        if (record[key] === undefined) report(issues, [...pathOf(base, keys), key], 'required');
      }
    }
    for (const [key, propertyShape] of properties) {
      const item = record[key];
      if (item !== undefined) checkAt(propertyShape, item, base, keys, key, issues);
    }
    const values = shape.additionalProperties;
    if (typeof values === 'object' || shape.propertyNames) {
      for (const key of Object.keys(record)) {
        if (shape.properties && key in shape.properties) continue;
        if (shape.propertyNames) checkAt(shape.propertyNames, key, base, keys, key, issues);
        if (typeof values === 'object') checkAt(values, record[key], base, keys, key, issues);
      }
    }
  }
  return null;
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
