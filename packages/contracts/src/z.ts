// The zod builders the contracts use, imported by name (issue 8 §1). The front-end apps share zod as a
// tree-shaken singleton (packages/config/rspack/shared.mjs): a build keeps only the exports the monorepo's
// browser code imports by name, so the contracts write `z.object(…)` against this module, not zod's whole `z`
// namespace (which cannot be shaken). Add a builder here when a contract needs one.
export {
  array,
  boolean,
  discriminatedUnion,
  enum,
  iso,
  lazy,
  literal,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  string,
  union,
  unknown,
} from 'zod';
export type { infer, input, output, RefinementCtx } from 'zod';
