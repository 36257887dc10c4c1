import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import { $modal } from '../stores/modal.ts';
import { $alert, dismissAlert } from '../stores/alert.ts';
import { type AvailableModal, hasModal } from './modals/available.ts';
import { IslandBoundary } from './ui/IslandBoundary.tsx';
import { onDemand } from './ui/on-demand.tsx';

// Each modal is its own chunk, loaded the first time it opens (ui/on-demand.tsx: retried, never a
// silent failure, and shown as soon as it has come).
const MODALS: Record<AvailableModal, ComponentType> = {
  popups: onDemand(() => import('./modals/AnnouncementModal.tsx').then((m) => m.PopupsModal)),
  notices: onDemand(() => import('./modals/AnnouncementModal.tsx').then((m) => m.NoticesModal)),
  trial: onDemand(() => import('./modals/TrialModal.tsx')),
  login: onDemand(() => import('./modals/LoginModal.tsx')),
  logout: onDemand(() => import('./modals/LogoutModal.tsx')),
  register: onDemand(() => import('./modals/RegisterModal.tsx')),
  forgotPassword: onDemand(() => import('./modals/ForgotPasswordModal.tsx')),
  changePassword: onDemand(() => import('./modals/ChangePasswordModal.tsx')),
  service: onDemand(() => import('./modals/ServiceModal.tsx')),
  chat: onDemand(() => import('./modals/ChatModal.tsx')),
  help: onDemand(() => import('./modals/HelpModal.tsx')),
  legal: onDemand(() => import('./modals/LegalModal.tsx')),
  contract: onDemand(() => import('./modals/ContractModal.tsx')),
};

// The warning dialog is small, but a lobby visitor who only sees popups never needs it.
const AlertDialog = onDemand(() => import('./ui/AlertDialog.tsx').then((m) => m.AlertDialog));

/** Shows the open modal, if any, and the warning dialog over it when a store raised one. */
export function ModalHost() {
  const modal = useStore($modal);
  const alert = useStore($alert);
  const Component = modal && hasModal(modal.name) ? MODALS[modal.name] : undefined;
  return (
    <>
      {Component && (
        <IslandBoundary>
          <Component />
        </IslandBoundary>
      )}
      {alert && <AlertDialog message={alert} onConfirm={dismissAlert} />}
    </>
  );
}
