// A game centre's or /live's static vendor buttons start their island on the first press
// (boot.ts marks the island's element data-requested with the vendor pressed): the island, once
// it has drawn its own buttons, does what that press asked. So does a game list for a member's
// press on a game card the build drew, pressed before the list took its place (modal-frame.ts).
import { useEffect } from 'react';

/** Runs `press` once, on mount, with the vendor a static button asked for and the island's button for it. */
export function useReplayedPress(element: HTMLElement, press: (vendor: string, opener: HTMLElement) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the press that started the island is replayed once, on mount.
  useEffect(() => {
    const vendor = element.dataset['requested'];
    if (!vendor) return;
    delete element.dataset['requested'];
    const marked = element.querySelector<HTMLElement>(`[data-vendor="${CSS.escape(vendor)}"]`);
    const opener = marked?.matches('button') ? marked : marked?.querySelector<HTMLElement>('button');
    if (opener) press(vendor, opener);
  }, []);
}

/**
 * Once, on mount: a member's press on one of the build's game cards before this list drew its own
 * (modal-frame.ts marks the island's element data-pressed with the selector of the list's button for
 * the same game and action) goes to that button. A game the list does not show drops the press.
 */
export function useReplayedCardPress(element: HTMLElement): void {
  useEffect(() => {
    const pressed = element.dataset['pressed'];
    delete element.dataset['pressed'];
    if (pressed) element.querySelector<HTMLElement>(pressed)?.click();
  }, [element]);
}
