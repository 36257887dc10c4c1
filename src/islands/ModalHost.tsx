import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $modal, type ModalName } from '../stores/modal.ts';

// Each modal is its own chunk, loaded the first time it opens.
const MODALS: Partial<Record<ModalName, ReturnType<typeof lazy>>> = {
  login: lazy(() => import('./modals/LoginModal.tsx')),
  logout: lazy(() => import('./modals/LogoutModal.tsx')),
};

/** Shows the open modal, if any. */
export function ModalHost() {
  const modal = useStore($modal);
  const Component = modal ? MODALS[modal.name] : undefined;
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
