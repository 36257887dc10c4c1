// The release gate's report: report.json for tools, index.html for people (one file, no script,
// opened from the file system: every image is a path relative to it).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CheckReport, DIFFERENCE_THRESHOLD, type FindingKind } from './findings.ts';

const KIND_NAMES: Record<FindingKind, string> = {
  overflow: 'Wider than the screen',
  'clipped-text': 'Text that does not fit',
  console: 'Console errors',
  request: 'Failed requests',
  axe: 'Accessibility (axe, serious and critical)',
  link: 'Broken links and assets',
  contrast: 'Theme colour contrast',
  weight: 'Page weight over budget',
};

const html = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;

export async function writeReport(dir: string, report: CheckReport): Promise<void> {
  await writeFile(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(dir, 'index.html'), reportHtml(report));
}

function reportHtml(report: CheckReport): string {
  const kinds = [...new Set(report.findings.map((f) => f.kind))];
  const findings = kinds
    .map((kind) => {
      const rows = report.findings
        .filter((f) => f.kind === kind)
        .map(
          (f) =>
            `<tr><td>${f.page ? html(f.page) : '<em>whole release</em>'}</td><td>${html(f.message)}</td><td>${f.screenshot ? `<a href="${html(f.screenshot)}">screenshot</a>` : ''}</td></tr>`,
        )
        .join('\n');
      const count = report.findings.filter((f) => f.kind === kind).length;
      return `<h3>${html(KIND_NAMES[kind])} (${count})</h3>\n<table><thead><tr><th scope="col">Page</th><th scope="col">Finding</th><th scope="col"><span class="visually-hidden">Screenshot</span></th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
    })
    .join('\n');
  const differing = report.pages.filter((p) => p.difference && p.difference.ratio > DIFFERENCE_THRESHOLD);
  const pages = report.pages
    .map((p) => {
      const figure = (src: string | undefined, caption: string) =>
        src
          ? `<figure><a href="${html(src)}"><img src="${html(src)}" alt="${html(`${p.label}: ${caption}`)}" loading="lazy"></a><figcaption>${html(caption)}</figcaption></figure>`
          : '';
      const diff = p.difference;
      return `<section class="page" id="${html(p.screenshot)}"><h3>${html(p.label)} <code>${html(p.url)}</code>${diff ? ` <span class="${diff.ratio > DIFFERENCE_THRESHOLD ? 'changed' : 'same'}">${percent(diff.ratio)} of pixels differ</span>` : ''}</h3>
<div class="shots">${figure(p.screenshot, `release ${report.release}`)}${figure(p.live, `live ${report.live}`)}${figure(diff?.image || undefined, 'differences in red')}</div></section>`;
    })
    .join('\n');
  const verdict = report.passed ? 'passed' : `${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(`${report.merchant} ${report.release}: ${verdict}`)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1400px; padding: 1rem 1.5rem; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.5rem; } .passed { color: #0a6b2d; } .failed { color: #a4000f; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; } th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.5rem; border-bottom: 1px solid #ddd; }
td:first-child { white-space: nowrap; } code { font-size: 0.85em; }
.shots { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figure img { max-width: 420px; max-height: 900px; border: 1px solid #ccc; display: block; }
figcaption { font-size: 0.85rem; color: #444; }
.changed { color: #a4000f; font-size: 0.9rem; } .same { color: #444; font-size: 0.9rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
</style>
</head>
<body>
<main>
<h1>${html(report.merchant)}, release ${html(report.release)}: <span class="${report.passed ? 'passed' : 'failed'}">${html(verdict)}</span></h1>
<p>Checked ${html(report.checkedAt)} in ${(report.ms / 1000).toFixed(1)} s: ${report.pages.length} pages (each page kind per language, at 390 and 1366 px, as a visitor and signed in).
${report.live ? `Compared with the live release ${html(report.live)}: ${differing.length} page${differing.length === 1 ? '' : 's'} differ by more than ${percent(DIFFERENCE_THRESHOLD)} of pixels.` : 'No other live release to compare with.'}</p>
${report.skipped.length ? `<h2>Not checked</h2><ul>${report.skipped.map((s) => `<li>${html(s)}</li>`).join('')}</ul>` : ''}
<h2>Findings</h2>
${findings || '<p>None.</p>'}
${differing.length ? `<h2>Pages that differ from the live release</h2><ul>${differing.map((p) => `<li><a href="#${html(p.screenshot)}">${html(p.label)}</a>: ${percent(p.difference!.ratio)}</li>`).join('')}</ul>` : ''}
<h2>Pages</h2>
${pages}
</main>
</body>
</html>
`;
}
