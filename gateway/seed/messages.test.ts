import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goodsSvg } from '../images/goods.ts';
import { demoMessages } from './messages.ts';

describe('the demo content', () => {
  it('sends members believable messages in the merchant’s language, named for the brand', () => {
    for (const language of ['EN', 'TY', 'VI']) {
      const messages = demoMessages(language, 'Luzon Play');
      expect(messages).toHaveLength(3);
      for (const { title, body } of messages) {
        expect(title).not.toMatch(/^Message \d/);
        expect(`${title} ${body}`).not.toContain('{{');
        expect(body.length).toBeGreaterThan(60);
      }
      expect(messages.some((m) => m.title.includes('Luzon Play'))).toBe(true);
    }
    expect(demoMessages('TY', 'X')[0]!.title).not.toBe(demoMessages('EN', 'X')[0]!.title);
    // A language the demo does not write in gets English.
    expect(demoMessages('JA', 'X')).toEqual(demoMessages('EN', 'X'));
  });

  it('draws every good the points mall seeds', () => {
    const images = [...readFileSync(new URL('./points.ts', import.meta.url), 'utf8').matchAll(/image: '([a-z0-9-]+)'/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) expect(goodsSvg(image), image).toMatch(/^<svg [^>]*viewBox="0 0 200 200"[^>]*role="img"/);
    expect(goodsSvg('nothing-such')).toBeUndefined();
  });
});
