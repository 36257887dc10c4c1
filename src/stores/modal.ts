import { atom } from 'nanostores';
import { addOverlaySource, overlayClosed } from '../client/overlays.ts';

/** The modals islands can open. */
export type ModalName =
  | 'login'
  | 'register'
  | 'logout'
  | 'changePassword'
  | 'popups'
  | 'notices'
  | 'trial'
  | 'forgotPassword'
  | 'service'
  | 'chat'
  | 'help'
  | 'legal'
  | 'contract';

export interface OpenModal {
  name: ModalName;
  /** Where focus returns when the modal closes (the dialog returns it once closed). */
  opener: HTMLElement | null;
}

/** The modal on screen, if any: one at a time. */
export const $modal = atom<OpenModal | null>(null);
// A modal is a layer from the moment it is asked for, while its chunk still loads.
addOverlaySource(() => $modal.get() !== null);

/** Opens a modal, remembering what had focus so it gets it back. */
export function openModal(name: ModalName, opener: HTMLElement | null = document.activeElement as HTMLElement | null): void {
  $modal.set({ name, opener });
}

/** Closes the modal; the dialog gives focus back to its opener. */
export function closeModal(): void {
  $modal.set(null);
  overlayClosed();
}
