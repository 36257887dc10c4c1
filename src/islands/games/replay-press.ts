// A game centre's or /live's static vendor buttons start their island on the first press
// (boot.ts marks the island's element data-requested with the vendor pressed): the island, once
// it has drawn its own buttons, does what that press asked.
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
