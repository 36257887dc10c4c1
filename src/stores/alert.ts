import { atom } from 'nanostores';

/** A message the player must acknowledge (a rolled-back favourite, a refused launch); ModalHost shows it. */
export const $alert = atom<string | null>(null);

/** Shows a message in the warning dialog, over whatever is open. */
export function showAlert(message: string): void {
  $alert.set(message);
}

/** Closes the warning dialog. */
export function dismissAlert(): void {
  $alert.set(null);
}
