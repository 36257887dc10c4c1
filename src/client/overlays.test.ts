import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page with modal dialogs: open ones are listed, and closing one fires 'close' at the document's listeners. */
function fakePage() {
  const open = new Set<string>();
  const listeners: Array<() => void> = [];
  const document = {
    querySelectorAll: () => [...open].map(() => ({ matches: (selector: string) => selector === ':modal' })),
    addEventListener: (type: string, listener: () => void, capture: boolean) => {
      if (type === 'close' && capture) listeners.push(listener);
    },
  };
  vi.stubGlobal('document', document);
  return {
    open: (name: string) => open.add(name),
    close: (name: string) => {
      open.delete(name);
      for (const listener of listeners) listener();
    },
  };
}

const settle = () => vi.runAllTimersAsync();

/** A fake page, and overlays.ts loaded afresh over it (each test starts with no layer waiting). */
async function overlaysOn() {
  const page = fakePage();
  return { page, ...(await import('./overlays.ts')) };
}

describe('one modal layer at a time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a layer at once when nothing is open', async () => {
    const { whenNoOverlay } = await overlaysOn();
    const show = vi.fn();
    whenNoOverlay(show);
    expect(show).toHaveBeenCalledOnce();
  });

  it('holds a popup while the drawer is open and shows it when the drawer closes', async () => {
    const { page, whenNoOverlay } = await overlaysOn();
    page.open('drawer');
    const popup = vi.fn(() => page.open('popup'));
    whenNoOverlay(popup);
    await settle();
    expect(popup).not.toHaveBeenCalled();
    page.close('drawer');
    await settle();
    expect(popup).toHaveBeenCalledOnce();
  });

  it('shows waiting layers one after another, each after the last one closed', async () => {
    const { page, whenNoOverlay } = await overlaysOn();
    page.open('login');
    const first = vi.fn(() => page.open('first'));
    const second = vi.fn(() => page.open('second'));
    whenNoOverlay(first);
    whenNoOverlay(second);
    page.close('login');
    await settle();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    page.close('first');
    await settle();
    expect(second).toHaveBeenCalledOnce();
  });

  it('counts a layer another source reports (a modal still loading), freed by overlayClosed', async () => {
    const { addOverlaySource, overlayClosed, whenNoOverlay } = await overlaysOn();
    let loading = true;
    addOverlaySource(() => loading);
    const popup = vi.fn();
    whenNoOverlay(popup);
    await settle();
    expect(popup).not.toHaveBeenCalled();
    loading = false;
    overlayClosed();
    await settle();
    expect(popup).toHaveBeenCalledOnce();
  });
});
