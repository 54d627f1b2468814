// zod without its JSON Schema converter in the browser builds (issue 8 §1). zod 4's classic schemas wire
// `.toJSONSchema()` and `~standard.jsonSchema` into every schema type, so the converter (to-json-schema.js,
// json-schema-processors.js and their memoizer: some 6 KiB compressed of the shared zod's 30) is reachable from
// any schema and survives tree shaking, although no front-end code converts a schema to JSON Schema (the API
// does not either; it is not bundled). Inside zod's classic schemas those two modules are swapped for stand-ins
// that throw a clear error if it ever is called; `schema.minLength`-style getters keep zod's real check
// aggregation. Parsing is untouched (the e2e suite and each app's tests parse through it).
import { createRequire } from 'node:module';
import path from 'node:path';

const STAND_INS = {
  '../core/json-schema-processors.js': path.join(
    import.meta.dirname,
    'zod-without-json-schema/processors.mjs',
  ),
  '../core/to-json-schema.js': path.join(import.meta.dirname, 'zod-without-json-schema/to-json-schema.mjs'),
};
const CLASSIC = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic$/;

/** resolve.alias (the stand-in reaches zod's real check aggregation through it) and the replacement plugin. */
export function zodWithoutJsonSchema(rspack, dirname) {
  const zodDir = path.dirname(createRequire(path.join(dirname, 'package.json')).resolve('zod/v4/core'));
  const alias = { 'stol-zod-json-schema-processors$': path.join(zodDir, 'json-schema-processors.js') };
  const plugin = new rspack.NormalModuleReplacementPlugin(
    /^\.\.\/core\/(?:json-schema-processors|to-json-schema)\.js$/,
    (resource) => {
      if (CLASSIC.test(resource.context ?? '') && STAND_INS[resource.request])
        resource.request = STAND_INS[resource.request];
    },
  );
  return { alias, plugin };
}
