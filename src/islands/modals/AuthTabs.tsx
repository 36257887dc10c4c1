import type { ReactNode } from 'react';
import { t } from '../../client/t.ts';
import { $modal, openModal } from '../../stores/modal.ts';
import { hasModal } from './available.ts';
import { Tabs } from './register/Tabs.tsx';

type AuthKind = 'login' | 'register';

/**
 * The login and sign-up tabs at the top of both modals (spec §2: the login modal has login and
 * sign-up tabs): choosing the other one swaps the open modal, keeping what opened it. Shown only
 * where the merchant's registration is a modal.
 */
export function AuthTabs({ selected, children }: { selected: AuthKind; children: ReactNode }) {
  if (!hasModal('register')) return <>{children}</>;
  const tabs = [
    { key: 'login', label: t('header.login') },
    { key: 'register', label: t('header.register') },
  ] as const;
  const choose = (kind: AuthKind) => {
    if (kind !== selected) openModal(kind, $modal.get()?.opener ?? null);
  };
  return (
    <Tabs label={t('island.auth.kinds')} tabs={tabs} selected={selected} onSelect={choose}>
      {children}
    </Tabs>
  );
}
