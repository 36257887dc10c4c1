import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadTenantSchema } from '../config/schema.ts';
import { TENANT_VALIDATOR_OPTIONS } from '../config/validate-schema.ts';
import { keptJson, keptValidator } from './kept.ts';

const scratch = () => mkdtempSync(join(tmpdir(), 'kept-'));
const small = (max: number) => ({
  type: 'object',
  additionalProperties: false,
  properties: { n: { type: 'integer', maximum: max }, label: { type: 'string', default: 'none' } },
});
const OPTIONS = { allErrors: true, useDefaults: true };

/** What a validator makes of `data`: its verdict, its errors and the data with defaults filled in. */
function verdict(validate: ReturnType<typeof keptValidator>, data: unknown) {
  const copy = structuredClone(data);
  const valid = validate(copy);
  return { valid, errors: validate.errors ?? null, data: copy };
}

describe('a validator kept on disk', () => {
  it('is loaded by the next call and judges a config as ajv compiling the tenant schema does', async () => {
    const dir = scratch();
    const spec = { dir, name: 'tenant', schema: await loadTenantSchema(), options: TENANT_VALIDATOR_OPTIONS };
    const compiled = keptValidator(spec);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^tenant-[0-9a-f]{16}\.cjs$/)]);
    const loaded = keptValidator(spec);
    expect(loaded).not.toBe(compiled);
    const fresh = new Ajv2020(TENANT_VALIDATOR_OPTIONS).compile(spec.schema);

    const bad = { merchantCode: 'x', brand: { name: 3 }, languages: ['zz'], bogus: 1 };
    const good = JSON.parse(readFileSync(join(import.meta.dirname, '../../tests/fixtures/tenants/mirage.json'), 'utf8'));
    for (const data of [bad, good]) {
      const expected = verdict(fresh, data);
      expect(verdict(loaded, data)).toEqual(expected);
      expect(verdict(compiled, data)).toEqual(expected);
    }
    // The errors carry their schema (the hints are written from it) and the defaults are filled in.
    expect(verdict(loaded, bad).errors?.some((e) => e.parentSchema !== undefined)).toBe(true);
    expect(verdict(loaded, good).data).not.toEqual(good);
  });

  it('compiles again over a kept file that cannot be loaded, and keeps a good one', () => {
    const dir = scratch();
    const spec = { dir, name: 'small', schema: small(5), options: OPTIONS };
    keptValidator(spec);
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file!), 'module.exports = (;');
    expect(verdict(keptValidator(spec), { n: 6 }).valid).toBe(false);
    expect(readFileSync(join(dir, file!), 'utf8')).toContain('maximum');
  });

  it('keeps one file a name: a changed schema replaces the earlier one', () => {
    const dir = scratch();
    keptValidator({ dir, name: 'small', schema: small(5), options: OPTIONS });
    keptValidator({ dir, name: 'other', schema: small(5), options: OPTIONS });
    const before = readdirSync(dir).filter((f) => f.startsWith('small-'));
    const validate = keptValidator({ dir, name: 'small', schema: small(9), options: OPTIONS });
    expect(verdict(validate, { n: 7 }).valid).toBe(true);
    const after = readdirSync(dir);
    expect(after.filter((f) => f.startsWith('small-'))).not.toEqual(before);
    expect(after).toHaveLength(2);
    expect(verdict(keptValidator({ dir, name: 'small', schema: small(9), options: OPTIONS }), { n: 10 })).toMatchObject({
      valid: false,
      errors: [expect.objectContaining({ keyword: 'maximum' })],
    });
  });

  it('is compiled again when a schema it refers to changes', () => {
    const dir = scratch();
    const common = (max: number) => ({ $id: 'common.json', $defs: { n: { type: 'integer', maximum: max } } });
    const spec = { dir, name: 'ref', schema: { $ref: 'common.json#/$defs/n' }, options: OPTIONS };
    expect(keptValidator({ ...spec, refs: [common(5)] })(6)).toBe(false);
    const wider = keptValidator({ ...spec, refs: [common(9)] });
    expect(wider(6)).toBe(true);
    const loaded = keptValidator({ ...spec, refs: [common(9)] });
    expect(loaded).not.toBe(wider);
    expect([loaded(6), loaded(10)]).toEqual([true, false]);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('is loaded without ajv’s compiler, which only a compile loads', () => {
    const dir = scratch();
    const script = `
      import { keptValidator } from ${JSON.stringify(join(import.meta.dirname, 'kept.ts'))};
      import { createRequire } from 'node:module';
      const spec = { dir: ${JSON.stringify(dir)}, name: 'small', schema: ${JSON.stringify(small(5))}, options: { useDefaults: true } };
      const validate = keptValidator(spec);
      const compiler = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/ajv/dist/compile/'));
      console.log(JSON.stringify({ valid: validate({ n: 6 }), compiler }));`;
    const run = () => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
    expect(run()).toEqual({ valid: false, compiler: true });
    expect(run()).toEqual({ valid: false, compiler: false });
  });

  it('keeps JSON the same way: made once, made again over a file that cannot be read, and only its own name replaced', async () => {
    const dir = scratch();
    let made = 0;
    const make = async () => ({ made: ++made });
    keptValidator({ dir, name: 'tenant', schema: small(5), options: OPTIONS });
    expect(await keptJson('tenant-schema', 'a'.repeat(16), make, dir)).toEqual({ made: 1 });
    expect(await keptJson('tenant-schema', 'a'.repeat(16), make, dir)).toEqual({ made: 1 });
    writeFileSync(join(dir, `tenant-schema-${'a'.repeat(16)}.json`), '{"made":');
    expect(await keptJson('tenant-schema', 'a'.repeat(16), make, dir)).toEqual({ made: 2 });
    expect(await keptJson('tenant-schema', 'b'.repeat(16), make, dir)).toEqual({ made: 3 });
    // The validator named "tenant" is still there beside the one bundle of "tenant-schema".
    keptValidator({ dir, name: 'tenant', schema: small(6), options: OPTIONS });
    expect(readdirSync(dir).sort()).toEqual([expect.stringMatching(/^tenant-[0-9a-f]{16}\.cjs$/), `tenant-schema-${'b'.repeat(16)}.json`]);
  });

  it('still validates where nothing can be kept', () => {
    const file = join(scratch(), 'a-file');
    writeFileSync(file, '');
    const validate = keptValidator({ dir: file, name: 'small', schema: small(5), options: OPTIONS });
    expect(verdict(validate, {})).toEqual({ valid: true, errors: null, data: { label: 'none' } });
  });
});
