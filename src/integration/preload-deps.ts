/**
 * Which chunks a dynamic import preloads beside the one it asks for (Vite's
 * `build.modulePreload.resolveDependencies`). A page's first script (Astro's `<script>`, emitted as
 * `…astro_type_script…`) preloads none: the list and its helper were a tenth of a static page's
 * 3 KB budget (scripts/lib/budgets.ts), and what it loads later fetches its own imports as it arrives, one round trip
 * later. The chunks loaded on demand keep their lists; Vite adds a chunk's CSS in either case.
 */
export function preloadDependencies(_file: string, deps: string[], context: { hostId: string }): string[] {
  return /astro_type_script/.test(context.hostId) ? [] : deps;
}
