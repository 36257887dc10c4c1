import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goodsSvg } from '../images/goods.ts';
import { demoMessages } from './messages.ts';

describe('the demo content', () => {
  it('sends members believable messages in every language the demo covers, named for the brand', () => {
    const messages = demoMessages('Luzon Play');
    expect(messages).toHaveLength(3);
    for (const language of ['EN', 'TY', 'VI']) {
      for (const message of messages) {
        const [title, body] = [message.title[language]!, message.body[language]!];
        expect(title).not.toMatch(/^Message \d/);
        expect(`${title} ${body}`).not.toContain('{{');
        expect(body.length).toBeGreaterThan(60);
      }
      expect(messages.some((m) => m.title[language]!.includes('Luzon Play'))).toBe(true);
    }
    expect(messages[0]!.title['TY']).not.toBe(messages[0]!.title['EN']);
  });

  it('draws every good the points mall seeds', () => {
    const images = [...readFileSync(new URL('./points.ts', import.meta.url), 'utf8').matchAll(/image: '([a-z0-9-]+)'/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) expect(goodsSvg(image), image).toMatch(/^<svg [^>]*viewBox="0 0 200 200"[^>]*role="img"/);
    expect(goodsSvg('nothing-such')).toBeUndefined();
  });
});
