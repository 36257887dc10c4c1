import { describe, expect, it } from 'vitest';
import { frameableUrl, usableHosts } from './hosts.ts';

const page = 'https://luzon.example';
const gateway = 'https://gw.luzon.example';
const launchHost = 'https://launch.cdn.example/';

describe('frameableUrl', () => {
  it("frames the page's own origin (root-relative too), the gateway's and the launch hosts'", () => {
    expect(frameableUrl('https://luzon.example/wps/demo/game?nodeId=1', page, [])).toBe('https://luzon.example/wps/demo/game?nodeId=1');
    expect(frameableUrl('/wps/demo/game?nodeId=1', page, [])).toBe('https://luzon.example/wps/demo/game?nodeId=1');
    expect(frameableUrl('https://gw.luzon.example/wps/demo/game', page, [gateway, launchHost])).toBe(
      'https://gw.luzon.example/wps/demo/game',
    );
    expect(frameableUrl('https://launch.cdn.example/play?x=1', page, [gateway, launchHost])).toBe('https://launch.cdn.example/play?x=1');
  });

  it('refuses other sites, look-alike hosts, other ports and schemes, and garbage', () => {
    const allowed = [gateway, launchHost];
    for (const url of [
      'https://evil.example/game',
      'https://luzon.example.evil.example/game',
      'https://luzon.example:8443/game',
      'http://luzon.example/game',
      '//evil.example/game',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://launch.cdn.example@evil.example/',
      'http://[::1',
    ]) {
      expect(frameableUrl(url, page, allowed), url).toBeNull();
    }
  });

  it('ignores allowed entries that are not URLs', () => {
    expect(frameableUrl('https://evil.example/', page, ['', 'not a url'])).toBeNull();
  });
});

describe('usableHosts', () => {
  it("keeps the listed hosts on the page's own origin or an allowed one, in their order", () => {
    const listed = [
      'https://img2.cdn.example',
      'https://evil.example',
      'https://luzon.example/',
      'https://img1.cdn.example/',
      'https://gw.luzon.example',
    ];
    expect(usableHosts(listed, page, [gateway, 'https://img1.cdn.example', 'https://img2.cdn.example'])).toEqual([
      'https://img2.cdn.example',
      'https://luzon.example/',
      'https://img1.cdn.example/',
      'https://gw.luzon.example',
    ]);
  });

  it('drops hosts that differ in scheme or port, look-alikes, and entries that are not URLs', () => {
    const listed = [
      'http://img.cdn.example',
      'https://img.cdn.example:8443',
      'https://img.cdn.example.evil.example',
      'img.cdn.example',
      '',
      42,
      null,
    ];
    expect(usableHosts(listed, page, ['https://img.cdn.example'])).toEqual([]);
  });
});
