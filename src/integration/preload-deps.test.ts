import { describe, expect, it } from 'vitest';
import { preloadDependencies } from './preload-deps.ts';

const deps = ['_astro/main.js', '_astro/react-runtime.js'];

describe('preloading the dependencies of a dynamic import', () => {
  it('preloads nothing from a page’s first script', () => {
    expect(
      preloadDependencies('_astro/main.js', deps, { hostId: '_astro/BaseLayout.astro_astro_type_script_index_0_lang.BFcxYMoO.js' }),
    ).toEqual([]);
  });

  it('keeps the list of a chunk loaded on demand', () => {
    expect(preloadDependencies('_astro/LiveTables.js', deps, { hostId: '_astro/main.Bhriw-Qy.js' })).toEqual(deps);
  });
});
