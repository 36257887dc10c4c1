// Islands that own a part of a page (game lists, game centres, lottery, the lobby's game menu),
// each in its own chunk. main.tsx mounts one wherever the page has its [data-island="<name>"]
// element; the component gets that element to read its data-* attributes. A mount marked
// data-eager makes boot.ts start the islands as the page loads; others start on first use.
import type { ComponentType } from 'react';

export type PageIsland = ComponentType<{ element: HTMLElement }>;

export const PAGE_ISLANDS: Record<string, () => Promise<PageIsland>> = {
};
