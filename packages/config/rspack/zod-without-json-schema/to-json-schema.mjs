// Stands in for zod's core/to-json-schema.js inside zod's classic schemas (zod-without-json-schema.mjs).
function notBundled() {
  throw new Error(
    'JSON Schema conversion is not part of the browser build (packages/config/rspack/zod-without-json-schema.mjs)',
  );
}
export const createToJSONSchemaMethod = () => notBundled;
export const createStandardJSONSchemaMethod = () => notBundled;
