import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { heldCaptcha } from './gateway-db.ts';

/** The picture's width in px (gateway/images/slider.ts): the answer's scale. */
export const PICTURE_WIDTH = 280;

/**
 * The newest slider challenge a client holds: its gap's offset and when the gateway issued it. Waits for
 * one issued after `after` (an answer takes the old one first, and a new picture's gap may equal the old one's).
 */
export async function newChallenge(merchant: string, ip: string, after = 0): Promise<{ offset: number; issuedAt: number }> {
  const held = () => heldCaptcha(merchant, `slider:${ip}`);
  await expect.poll(() => (held()?.issuedAt ?? 0) > after).toBe(true);
  const { answer, issuedAt } = held()!;
  return { offset: Number(answer), issuedAt };
}

/** Drags the handle so that the piece moves `offset` px of the picture, by mouse. */
export async function dragTo(page: Page, handle: Locator, offset: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const track = (await handle.locator('xpath=..').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (offset * track.width) / PICTURE_WIDTH, y, { steps: 8 });
  await page.mouse.up();
}
