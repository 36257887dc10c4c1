// A form checked in the page, as the member meets it: what they type, the button they press and
// what the form then says under its fields.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Fills a form's fields by their labels, in order, and presses its button (by name): the form is
 * refused, its field errors saying `errors`, in order (one message: the form's only error).
 */
export async function refusedWith(form: Locator, fields: Record<string, string>, button: string, errors: string | string[]): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: button }).click();
  await expect(form.locator('.field-error')).toHaveText(errors);
}
