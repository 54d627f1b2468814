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

const patterns = new Map<string, RegExp>();
const patternOf = (source: string) => {
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source)));
  return re;
};

/**
 * Where a value sits, as a chain to its parent, turned into an array only for the (rare) value that fails. Copying
 * the path into a new array at every step was most of a busy day's check (issue 22 §7: 300 reservations, some
 * 15,000 values).
 */
interface TPathLink {
  readonly parent: TPathLink | null;
  readonly key: string | number;
}

const pathOf = (base: readonly (string | number)[], link: TPathLink | null): (string | number)[] => {
  const keys: (string | number)[] = [];
  for (let at = link; at; at = at.parent) keys.push(at.key);
  return [...base, ...keys.reverse()];
};

/** Where problems go: the caller's path and the list. */
interface TContext {
  readonly base: readonly (string | number)[];
  readonly issues: TCheckIssue[];
}

/**
 * A shape made into a function once (the generated shapes are module constants): it checks the value found at `key`
 * below `parent` (key null: the value checked is the root). The link for a value is made only when it has items
 * or fields to check, or fails: not for each of a day's thousands of strings and numbers.
 */
type TValidator = (
  value: unknown,
  parent: TPathLink | null,
  key: string | number | null,
  context: TContext,
) => void;
const linkOf = (parent: TPathLink | null, key: string | number | null): TPathLink | null =>
  key === null ? parent : { parent, key };
/** One of a value's own checks: its problem, or null. */
type TRule = (value: unknown) => string | null;

const fail = (context: TContext, link: TPathLink | null, message: string): void =>
  void context.issues.push({ path: pathOf(context.base, link), message });

/** Whether a value is of a JSON Schema type: zod's `.int()` is a safe integer; its `number()` any finite number. */
const isOfType = (type: string): ((value: unknown) => boolean) => {
  switch (type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number';
    case 'integer':
      return (value) => Number.isSafeInteger(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    default:
      return (value) => typeOf(value) === type;
  }
};

/** The checks a shape makes of the value itself after its type, in the order they are reported. */
function rulesOf(shape: TShape): TRule[] {
  const rules: TRule[] = [];
  if ('const' in shape) {
    const message = `expected ${JSON.stringify(shape.const)}`;
    rules.push((value) => (value === shape.const ? null : message));
  }
  if (shape.enum) {
    const allowed = shape.enum;
    const message = `expected one of ${allowed.join(', ')}`;
    rules.push((value) => (allowed.includes(value) ? null : message));
  }
  const { minimum, maximum, minLength, maxLength, pattern, maxItems } = shape;
  if (minimum !== undefined)
    rules.push((value) =>
      typeof value === 'number' && value < minimum ? `expected at least ${minimum}` : null,
    );
  if (maximum !== undefined)
    rules.push((value) =>
      typeof value === 'number' && value > maximum ? `expected at most ${maximum}` : null,
    );
  if (minLength !== undefined)
    rules.push((value) => (typeof value === 'string' && value.length < minLength ? 'too short' : null));
  if (maxLength !== undefined)
    rules.push((value) => (typeof value === 'string' && value.length > maxLength ? 'too long' : null));
  if (pattern !== undefined) {
    const re = patternOf(pattern);
    rules.push((value) => (typeof value === 'string' && !re.test(value) ? 'malformed' : null));
  }
  if (maxItems !== undefined)
    rules.push((value) => (Array.isArray(value) && value.length > maxItems ? 'too many items' : null));
  return rules;
}

const validators = new WeakMap<TShape, TValidator>();
const validatorOf = (shape: TShape): TValidator => {
  let validator = validators.get(shape);
  if (!validator) validators.set(shape, (validator = build(shape)));
  return validator;
};

/** The shape's type as one test (most of an answer's values are a string or a number with nothing else to check). */
function typeTest(shape: TShape): ((value: unknown) => boolean) | null {
  if (shape.type === undefined) return null;
  const types = typeof shape.type === 'string' ? [shape.type] : shape.type;
  const fits = types.map(isOfType);
  if (fits.length === 1) return fits[0]!;
  return (value) => fits.some((fit) => fit(value));
}

function build(shape: TShape): TValidator {
  if (shape.anyOf) {
    const options = shape.anyOf.map(validatorOf);
    return (value, parent, key, context) => {
      for (const option of options) {
        const tried = { base: context.base, issues: [] };
        option(value, parent, key, tried);
        if (tried.issues.length === 0) return;
      }
      fail(context, linkOf(parent, key), 'matches none of the allowed shapes');
    };
  }
  const fits = typeTest(shape);
  const typeMessage = fits && `expected ${[shape.type].flat().join(' or ')}`;
  const rules = rulesOf(shape);
  const items = shape.items ? validatorOf(shape.items) : null;
  const required = shape.required ?? [];
  const properties = Object.entries(shape.properties ?? {}).map(
    ([name, property]) => [name, validatorOf(property)] as const,
  );
  const values =
    typeof shape.additionalProperties === 'object' ? validatorOf(shape.additionalProperties) : null;
  const names = shape.propertyNames ? validatorOf(shape.propertyNames) : null;
  const known = shape.properties;
  return (value, parent, key, context) => {
    if (typeof value === 'number' && !Number.isFinite(value))
      return fail(context, linkOf(parent, key), 'expected a finite number');
    if (fits && !fits(value)) return fail(context, linkOf(parent, key), typeMessage!);
    for (const rule of rules) {
      const problem = rule(value);
      if (problem !== null) return fail(context, linkOf(parent, key), problem);
    }
    if (typeof value !== 'object' || value === null) return;
    const link = linkOf(parent, key);
    if (Array.isArray(value)) {
      if (items) for (let i = 0; i < value.length; i++) items(value[i], link, i, context);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const name of required) {
      if (record[name] === undefined) fail(context, { parent: link, key: name }, 'required');
    }
    for (const [name, check] of properties) {
      const item = record[name];
      if (item !== undefined) check(item, link, name, context);
    }
    if (values || names) {
      for (const name of Object.keys(record)) {
        if (known && name in known) continue;
        if (names) names(name, link, name, context);
        if (values) values(record[name], link, name, context);
      }
    }
  };
}

/**
 * Every way `value` departs from `shape`, with its path: the first problem of each value, every field of an object.
 * Each shape is made into a function the first time (no keyword is looked up again per value): a busy day's 300
 * reservations are some 15,000 values, checked on every day switch (issue 22 §7).
 */
export function shapeIssues(
  shape: TShape,
  value: unknown,
  path: (string | number)[] = [],
  issues: TCheckIssue[] = [],
): TCheckIssue[] {
  validatorOf(shape)(value, null, null, { base: path, issues });
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
