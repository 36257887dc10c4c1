// The release gate's page probes in a real Chromium, on pages made for each case.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../chromium.ts';
import { AXE_TAGS, axeViolations } from '../axe.ts';
import { listen } from '../static-server.ts';
import { requestsOf } from './inspect.ts';
import { addressesProbe, layoutProbe } from './probes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
});
afterAll(() => browser?.close());

/** The probe's findings on a phone-wide page of this body. */
async function probe(body: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.setContent(`<!doctype html><style>body{margin:0;font:16px sans-serif}</style><body>${body}</body>`);
    return await page.evaluate(layoutProbe);
  } finally {
    await page.close();
  }
}

describe('the layout probe', () => {
  it('names the outermost element wider than the screen, not what scrolls, clips or is hidden inside it', async () => {
    const found = await probe(`
      <header class="site-header"><a class="brand"><img width="600" height="40" style="display:block"></a></header>
      <nav style="overflow-x:auto"><div style="width:900px">a strip that scrolls</div></nav>
      <details><summary>Vendors</summary><div style="width:900px">closed</div></details>
      <div hidden style="width:900px">hidden</div>`);
    expect(found).toEqual([
      {
        kind: 'overflow',
        element: 'header.site-header > a.brand > img',
        text: '',
        detail: 'reaches 600 px on a 390 px screen (600 px wide)',
      },
    ]);
  });

  it('finds text cut off or spilling out of its box, unless a title holds it whole or it is for screen readers', async () => {
    const cut = 'display:block;width:100px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis';
    const found = await probe(`
      <span class="name" style="${cut}">Diamond Baccarat Deluxe</span>
      <span class="titled" style="${cut}" title="Thunder Baccarat Deluxe">Thunder Baccarat Deluxe</span>
      <p class="copyright" style="width:100px">ROYALPALACEMEGAWINNERS</p>
      <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Only for screen readers</span>
      <button style="width:200px">Log in</button>`);
    expect(found.map((f) => [f.kind, f.element, f.text, f.detail.replace(/\d+ px/g, 'N px')])).toEqual([
      ['clipped-text', 'span.name', 'Diamond Baccarat Deluxe', 'text cut off: N px of text in N px, with no title holding it whole'],
      ['clipped-text', 'p.copyright', 'ROYALPALACEMEGAWINNERS', 'text spills out of its N px box (N px)'],
    ]);
  });
});

describe('the addresses probe', () => {
  it('lists the site addresses a page names once each, without fragments or other origins', async () => {
    const page = await browser.newPage();
    try {
      await page.route('http://site.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
      await page.goto('http://site.test/help');
      await page.setContent(`<a href="/rules#a">the rules</a><a href="/rules#b">again</a><a href="https://elsewhere.test/">out</a>
        <img src="/assets/banner.svg" alt="Banner"><link rel="icon" href="/favicon.svg">`);
      expect(await page.evaluate(addressesProbe)).toEqual([
        { url: 'http://site.test/rules', from: 'link "the rules"' },
        { url: 'http://site.test/assets/banner.svg', from: 'image "Banner"' },
        { url: 'http://site.test/favicon.svg', from: '<link rel="icon">' },
      ]);
    } finally {
      await page.close();
    }
  });
});

describe('axe on a page where another page already checked the colours', () => {
  it('leaves out only the rules it is told to: colour contrast, not the others', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><title>t</title><main><p style="color:#777;background:#888">Faint</p><img src="x.png"></main></html>',
      );
      const ids = async (disable?: string[]) =>
        (await axeViolations(page, { tags: AXE_TAGS, ...(disable ? { disable } : {}) })).map((v) => v.id);
      expect(await ids()).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
      const without = await ids(['color-contrast']);
      expect(without).toContain('image-alt');
      expect(without).not.toContain('color-contrast');
    } finally {
      await page.close();
    }
  });
});

describe('following a page’s requests', () => {
  it('waits for the new page’s requests, not counting the last page’s that end after it starts', async () => {
    // A real server: the last page's request, cut off by the navigation, is reported failed once the next page has begun.
    let dataAnswered = 0;
    const server = createServer((request, response) => {
      const wait = request.url === '/slow' ? 3000 : request.url === '/data' ? 900 : 0;
      setTimeout(() => {
        if (request.url === '/data') dataAnswered = performance.now();
        response.setHeader('content-type', 'text/html');
        response.end(
          request.url === '/a.html'
            ? '<script>fetch("/slow")</script>'
            : request.url === '/b.html'
              ? '<script>fetch("/data")</script>'
              : '{}',
        );
      }, wait);
    });
    await listen(server, 0);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/a.html`);
      await page.waitForTimeout(100);
      const requests = requestsOf(page);
      await page.goto(`${origin}/b.html`);
      await requests.settled();
      requests.stop();
      expect(dataAnswered, 'settled only once the new page’s own request was answered').toBeGreaterThan(0);
    } finally {
      await page.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
