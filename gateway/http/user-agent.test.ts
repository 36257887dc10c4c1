import { describe, expect, it } from 'vitest';
import { deviceOf } from './user-agent.ts';

describe('deviceOf', () => {
  it('names the browser and the system', () => {
    const cases: Array<[string, string]> = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Windows'],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Safari on macOS',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ];
    for (const [ua, device] of cases) expect(deviceOf(ua)).toBe(device);
  });

  it('says what it knows, and nothing for an unknown client', () => {
    expect(deviceOf('curl/8.5.0')).toBe('');
    expect(deviceOf('')).toBe('');
    expect(deviceOf('SomeApp/1.0 (Android)')).toBe('Android');
  });
});
