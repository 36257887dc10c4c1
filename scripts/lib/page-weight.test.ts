import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

const gz = (s: string) => gzipSync(s, { level: 9 }).length;

describe('measurePage', () => {
  it('counts module scripts with their static imports, islands and styles, but not on-demand chunks', async () => {
    const root = await mkdtemp(join(tmpdir(), 'skinforge-weight-'));
    await mkdir(join(root, '_astro'));
    const files = {
      'page.js': 'import{a}from"./shared.js";import"./side.js";const m=()=>import(`./modal.js`);a(m);',
      'shared.js': 'export const a=(x)=>x;'.repeat(20),
      'side.js': 'console.log("side effect");',
      'island.js': 'import{a}from"./shared.js";export default a;',
      'renderer.js': 'export default function render(){}',
      'modal.js': 'export const modal="x".repeat(10);',
      'app.css': 'body{color:red}'.repeat(10),
    };
    for (const [name, content] of Object.entries(files)) await writeFile(join(root, '_astro', name), content);
    const html = `<html><head><link rel="stylesheet" href="/_astro/app.css?v=1"><style>p{margin:0}</style></head><body>
      <script type="application/json" id="sf-config">{"big":"${'x'.repeat(5000)}"}</script>
      <script type="module" src="/_astro/page.js"></script>
      <script type="module">console.log(1)</script>
      <astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js"></astro-island></body></html>`;
    const weight = await measurePage(html, root);
    const js = ['page.js', 'shared.js', 'side.js', 'island.js', 'renderer.js'].reduce(
      (n, f) => n + gz(files[f as keyof typeof files]),
      gz('console.log(1)'),
    );
    expect(weight.js).toBe(js);
    expect(weight.css).toBe(gz(files['app.css']) + gz('p{margin:0}'));
    expect(weight.lazy).toEqual(['/_astro/modal.js']);
    expect(weight.consent).toBe(0);
    expect(weight.scripts.sort()).toEqual([
      '/_astro/island.js',
      '/_astro/page.js',
      '/_astro/renderer.js',
      '/_astro/shared.js',
      '/_astro/side.js',
    ]);
  });

  it("counts the analytics consent bar's inline script apart from the page's own", async () => {
    const root = await mkdtemp(join(tmpdir(), 'skinforge-weight-'));
    const bar = 'const b=document.getElementById(`sf-consent`);b&&(b.hidden=!1)';
    const html = `<script type="module">console.log(1)</script><script type="module">${bar}</script>`;
    const weight = await measurePage(html, root);
    expect(weight.js).toBe(gz('console.log(1)'));
    expect(weight.consent).toBe(gz(bar));
  });
});
