// A session that has already closed the lobby's announcement popups, for browsers driven about
// something else: the browser tests (tests/e2e/support/fixtures.ts) and the interactions benchmark.
import type { BrowserContext, Page } from '@playwright/test';
import { POPUP_AUDIENCES, popupsClosedKey } from '../../src/client/popup-flags.ts';

/** Every document `target` opens from now on starts with every audience's flag set, as the app sets it (src/client/popup-flags.ts). */
export const closePopups = (target: BrowserContext | Page) =>
  target.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), POPUP_AUDIENCES.map(popupsClosedKey));
