import { describe, expect, it } from 'vitest';
import { resolvedVirtualId, virtualModulesPlugin } from './virtual-modules.ts';

describe('the virtual modules plugin', () => {
  const plugin = virtualModulesPlugin({
    'virtual:test/config': () => ({ merchant: 'luzon', languages: ['EN', 'TY'] }),
    'virtual:test/later': async () => [1, 2],
    'virtual:test/none': () => null,
  });

  it("resolves the table's names, and leaves every other id to Vite", () => {
    expect(plugin.resolveId('virtual:test/config')).toBe('\0virtual:test/config');
    expect(plugin.resolveId('virtual:test/missing')).toBeUndefined();
    expect(plugin.resolveId('./page.ts')).toBeUndefined();
    // Names are looked up as keys of the table, not along its prototype.
    expect(plugin.resolveId('toString')).toBeUndefined();
  });

  it('loads each module as its value in JSON, made on load, and only resolved ids', async () => {
    expect(await plugin.load(resolvedVirtualId('virtual:test/config'))).toBe(
      'export default {"merchant":"luzon","languages":["EN","TY"]};',
    );
    expect(await plugin.load(resolvedVirtualId('virtual:test/later'))).toBe('export default [1,2];');
    expect(await plugin.load(resolvedVirtualId('virtual:test/none'))).toBe('export default null;');
    expect(await plugin.load('virtual:test/config')).toBeUndefined();
    expect(await plugin.load(resolvedVirtualId('virtual:test/missing'))).toBeUndefined();
  });
});
