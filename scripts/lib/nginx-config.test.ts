import { describe, expect, it } from 'vitest';
import { loadTenantFile } from '../../core/config/load.ts';
import { join } from 'node:path';
import { tenantsDir } from '../../core/config/paths.ts';
import { checkListen, checkUpstream, nginxServer, type NginxOptions } from './nginx-config.ts';
import { SECURITY_HEADERS } from './site-files.ts';

const { tenants } = await loadTenantFile(join(tenantsDir, 'luzon.json'));
const luzon = tenants[0]!.config;
const options: NginxOptions = { dist: '/srv/skinforge/dist', upstream: 'http://127.0.0.1:8787', listen: ['80'], includes: [] };

describe('nginx server block', () => {
  it("names the merchant's domains, roots it at its live site and proxies the gateway's paths", () => {
    const text = nginxServer(luzon, options);
    expect(text).toContain(`server_name ${luzon.site.domains.map((d) => `"${d}"`).join(' ')};`);
    expect(text).toContain('root "/srv/skinforge/dist/luzon";');
    for (const prefix of ['/wps/', '/lgw/', '/lotto/'])
      expect(text).toMatch(new RegExp(`location ${prefix} \\{\\n\\s+proxy_pass "http://127.0.0.1:8787";`));
    expect(text).not.toContain('proxy_ssl_server_name');
  });

  it('sends every _headers header in each static location, with its cache rule', () => {
    const text = nginxServer(luzon, options);
    const [pages, bundles] = [/location \/ \{[^}]*\}/.exec(text)![0], /location \/_astro\/ \{[^}]*\}/.exec(text)![0]];
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(pages).toContain(`add_header "${name}" "${value}" always;`);
      expect(bundles).toContain(`add_header "${name}" "${value}" always;`);
    }
    expect(pages).toContain('add_header "Cache-Control" "no-cache" always;');
    expect(bundles).toContain('add_header "Cache-Control" "public, max-age=31536000, immutable" always;');
  });

  it('gzips pages, styles, scripts, the manifest and SVG, as the budgets count them', () => {
    const text = nginxServer(luzon, options);
    expect(text).toContain('gzip on;');
    const types = /gzip_types ([^;]+);/.exec(text)![1]!.split(' ');
    for (const type of ['text/css', 'text/javascript', 'application/manifest+json', 'image/svg+xml']) expect(types).toContain(type);
  });

  it('serves the web app manifest with its own type and the security headers', () => {
    const manifest = /location = \/manifest\.webmanifest \{[^}]*\}[^}]*\}/.exec(nginxServer(luzon, options))![0];
    expect(manifest).toContain('types { application/manifest+json webmanifest; }');
    expect(manifest).toContain('add_header "Cache-Control" "no-cache" always;');
    expect(manifest).toContain(`add_header "Content-Security-Policy" "${SECURITY_HEADERS['Content-Security-Policy']}" always;`);
  });

  it("takes listen values, includes with the merchant's name, and an https gateway by its name", () => {
    const text = nginxServer(luzon, {
      ...options,
      upstream: 'https://gateway.example',
      listen: ['443  ssl http2', '[::]:443 ssl'],
      includes: ['/etc/nginx/tls/{merchant}.conf'],
    });
    expect(text).toContain('listen 443 ssl http2;\n    listen [::]:443 ssl;');
    expect(text).toContain('include "/etc/nginx/tls/luzon.conf";');
    expect(text).toContain('proxy_pass "https://gateway.example";');
    expect(text).toContain('proxy_ssl_server_name on;');
  });

  it("serves site.url's host when the config names no domains", () => {
    const text = nginxServer({ ...luzon, site: { ...luzon.site, domains: [] } }, options);
    expect(text).toContain(`server_name "${new URL(luzon.site.url).hostname}";`);
  });

  it('quotes values, and refuses one nginx cannot take ($ starts a variable)', () => {
    expect(nginxServer(luzon, { ...options, dist: '/srv/my "sites"' })).toContain('root "/srv/my \\"sites\\"/luzon";');
    expect(() => nginxServer(luzon, { ...options, dist: '/srv/$HOME' })).toThrow(
      /"\/srv\/\$HOME\/luzon" cannot be written into an nginx config/,
    );
  });
});

describe('nginx options', () => {
  it.each([
    ['http://127.0.0.1:8787', undefined],
    ['https://gateway.example/', undefined],
    ['127.0.0.1:8787', /is not a URL/],
    ['gateway', /is not a URL/],
    ['ftp://gateway.example', /is not an http or https URL/],
    ['http://gateway.example/api', /origin only, without a path.*\(e\.g\. http:\/\/gateway\.example\)/],
    ['http://gateway.example/?a=1', /origin only/],
    ['http://user:secret@gateway.example', /no credentials/],
  ])('--gateway-upstream %s', (value, problem) => {
    if (problem) expect(checkUpstream(value)).toMatch(problem);
    else expect(checkUpstream(value)).toBeUndefined();
  });

  it.each([
    ['80', undefined],
    ['127.0.0.1:8080', undefined],
    ['[::]:443 ssl http2', undefined],
    ['0', /not a port/],
    ['70000', /not a port/],
    ['example.com:80', /not a port/],
    ['443 ssl; root /', /only ssl and http2 may follow the port, not "ssl;"/],
    ['80 default_server', /not "default_server"/],
  ])('--listen %s', (value, problem) => {
    if (problem) expect(checkListen(value)).toMatch(problem);
    else expect(checkListen(value)).toBeUndefined();
  });
});
