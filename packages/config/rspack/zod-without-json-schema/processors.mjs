// Stands in for zod's core/json-schema-processors.js inside zod's classic schemas (zod-without-json-schema.mjs):
// only the check aggregation behind `schema.minLength` and friends is real; converting to JSON Schema is not
// part of the browser build and says so.
export { aggregateChecks } from 'stol-zod-json-schema-processors';

function notBundled() {
  throw new Error(
    'JSON Schema conversion is not part of the browser build (packages/config/rspack/zod-without-json-schema.mjs)',
  );
}

export {
  notBundled as toJSONSchema,
  notBundled as anyProcessor,
  notBundled as arrayProcessor,
  notBundled as bigintProcessor,
  notBundled as booleanProcessor,
  notBundled as catchProcessor,
  notBundled as customProcessor,
  notBundled as dateProcessor,
  notBundled as defaultProcessor,
  notBundled as enumProcessor,
  notBundled as fileProcessor,
  notBundled as functionProcessor,
  notBundled as intersectionProcessor,
  notBundled as lazyProcessor,
  notBundled as literalProcessor,
  notBundled as mapProcessor,
  notBundled as nanProcessor,
  notBundled as neverProcessor,
  notBundled as nonoptionalProcessor,
  notBundled as nullProcessor,
  notBundled as nullableProcessor,
  notBundled as numberProcessor,
  notBundled as objectProcessor,
  notBundled as optionalProcessor,
  notBundled as pipeProcessor,
  notBundled as prefaultProcessor,
  notBundled as promiseProcessor,
  notBundled as readonlyProcessor,
  notBundled as recordProcessor,
  notBundled as setProcessor,
  notBundled as stringProcessor,
  notBundled as successProcessor,
  notBundled as symbolProcessor,
  notBundled as templateLiteralProcessor,
  notBundled as transformProcessor,
  notBundled as tupleProcessor,
  notBundled as undefinedProcessor,
  notBundled as unionProcessor,
  notBundled as unknownProcessor,
  notBundled as voidProcessor,
};
