// A shape two calls share belongs in common.json, referred to by $ref: declared in two call
// modules it would be two types that only look alike (a review of the schemas found seven such pairs).

/** Throws when two generated call modules (file name → source) declare a type of the same name. */
export function checkDeclaredOnce(modules: Record<string, string>): void {
  const declaredIn = new Map<string, string>();
  for (const [file, source] of Object.entries(modules)) {
    for (const [, name = ''] of source.matchAll(/^export (?:interface|type) (\w+)/gm)) {
      const first = declaredIn.get(name);
      if (first)
        throw new Error(
          `schemas/gateway/${schemaOf(first)} and ${schemaOf(file)} both define ${name}: define it once in common.json's $defs and refer to it with "$ref": "common.json#/$defs/${name}"`,
        );
      declaredIn.set(name, file);
    }
  }
}

const schemaOf = (module: string) => module.replace(/\.ts$/, '.json');
