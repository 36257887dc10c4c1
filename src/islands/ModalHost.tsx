import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $modal, type ModalName } from '../stores/modal.ts';
import { $alert, dismissAlert } from '../stores/alert.ts';

// Each modal is its own chunk, loaded the first time it opens.
const MODALS: Partial<Record<ModalName, ReturnType<typeof lazy>>> = {
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

/** Whether a modal is available on this build (links to modals still being built stay hidden). */
export function hasModal(name: string): boolean {
  return name in MODALS;
}

/** Shows the open modal, if any, and the warning dialog over it when a store raised one. */
export function ModalHost() {
  const modal = useStore($modal);
  const alert = useStore($alert);
  const Component = modal ? MODALS[modal.name] : undefined;
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
