import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $modal } from '../stores/modal.ts';
import { $alert, dismissAlert } from '../stores/alert.ts';
import { type AvailableModal, hasModal } from './modals/available.ts';

// Each modal is its own chunk, loaded the first time it opens.
const MODALS: Record<AvailableModal, ReturnType<typeof lazy>> = {
  popups: lazy(() => import('./modals/AnnouncementModal.tsx').then((m) => ({ default: m.PopupsModal }))),
  notices: lazy(() => import('./modals/AnnouncementModal.tsx').then((m) => ({ default: m.NoticesModal }))),
  trial: lazy(() => import('./modals/TrialModal.tsx')),
  login: lazy(() => import('./modals/LoginModal.tsx')),
  logout: lazy(() => import('./modals/LogoutModal.tsx')),
  register: lazy(() => import('./modals/RegisterModal.tsx')),
  forgotPassword: lazy(() => import('./modals/ForgotPasswordModal.tsx')),
  changePassword: lazy(() => import('./modals/ChangePasswordModal.tsx')),
  service: lazy(() => import('./modals/ServiceModal.tsx')),
  chat: lazy(() => import('./modals/ChatModal.tsx')),
  help: lazy(() => import('./modals/HelpModal.tsx')),
  legal: lazy(() => import('./modals/LegalModal.tsx')),
  contract: lazy(() => import('./modals/ContractModal.tsx')),
};

// The warning dialog is small, but a lobby visitor who only sees popups never needs it.
const AlertDialog = lazy(() => import('./ui/AlertDialog.tsx').then((m) => ({ default: m.AlertDialog })));

/** Shows the open modal, if any, and the warning dialog over it when a store raised one. */
export function ModalHost() {
  const modal = useStore($modal);
  const alert = useStore($alert);
  const Component = modal && hasModal(modal.name) ? MODALS[modal.name] : undefined;
  return (
    <>
      {Component && (
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      )}
      {alert && (
        <Suspense fallback={null}>
          <AlertDialog message={alert} onConfirm={dismissAlert} />
        </Suspense>
      )}
    </>
  );
}
