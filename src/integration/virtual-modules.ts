// The compile's virtual modules as one table (the way Starlight serves its own): each module's
// name, as pages import it, and how its value is made. One Vite plugin serves the whole table:
// `import value from '<name>'` gets `export default <the value as JSON>`. The types pages see are
// declared in src/virtual.d.ts.

/** Virtual module name → its value, made when a module first loads it (a value may take a file read). */
export type VirtualModules = Readonly<Record<string, () => unknown>>;

/** Vite's id for a virtual module once resolved: the `\0` keeps other plugins from reading it as a file. */
export const resolvedVirtualId = (name: string): string => `\0${name}`;

/** The Vite plugin that serves a table of virtual modules. */
export function virtualModulesPlugin(modules: VirtualModules) {
  const names = new Map(Object.keys(modules).map((name) => [resolvedVirtualId(name), name]));
  return {
    name: 'skinforge:virtual-modules',
    resolveId: (id: string) => (Object.hasOwn(modules, id) ? resolvedVirtualId(id) : undefined),
    load: async (id: string) => {
      const name = names.get(id);
      return name === undefined ? undefined : `export default ${JSON.stringify(await modules[name]!())};`;
    },
  };
}
