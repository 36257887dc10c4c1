import type { ModalName } from '../../stores/modal.ts';

/**
 * The modals this build has: ModalHost keeps a loader for each, and a link to any other (one still
 * being built) stays hidden. Apart from ModalHost so that a modal can ask without importing its host.
 */
const AVAILABLE_MODALS = [
  'popups',
  'notices',
  'trial',
  'login',
  'logout',
  'register',
  'forgotPassword',
  'changePassword',
  'service',
  'chat',
  'help',
  'legal',
  'contract',
] as const satisfies readonly ModalName[];

/** A modal this build has. */
export type AvailableModal = (typeof AVAILABLE_MODALS)[number];

/** Whether a modal is available on this build (links to modals still being built stay hidden). */
export function hasModal(name: string): name is AvailableModal {
  return (AVAILABLE_MODALS as readonly string[]).includes(name);
}
