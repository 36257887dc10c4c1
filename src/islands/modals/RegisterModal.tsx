import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { $registerSettings, affiliateFromUrl, loadRegisterSettings } from '../../stores/register.ts';
import { $whitelabel, loadWhitelabel } from '../../stores/whitelabel.ts';
import { Modal } from '../ui/Modal.tsx';
import { RegisterForm } from './register/RegisterForm.tsx';
import type { RegisterKind } from './register/rules.ts';
import { Tabs } from './register/Tabs.tsx';
import { useLoadedForm } from '../ui/useLoadedForm.ts';
import { BackToLogin } from '../ui/BackToLogin.tsx';
import { AuthTabs } from './AuthTabs.tsx';

/**
 * Registration (specification sections 2, 4 and 5): a username tab and a mobile tab, each only
 * when its whitelabel switch is on, mobile first when MOBILENUMREG3 is on; the fields come from
 * the merchant's register settings.
 */
export default function RegisterModal() {
  const settings = useStore($registerSettings);
  const switches = useStore($whitelabel);
  const [chosen, setChosen] = useState<RegisterKind | null>(null);
  const [affiliate, setAffiliate] = useState(affiliateFromUrl);

  const { loaded, loadError, body } = useLoadedForm(() => Promise.all([loadRegisterSettings(), loadWhitelabel()]));

  const kinds: RegisterKind[] = [
    ...(switches['MOBILENUMREG3'] ? (['mobile'] as const) : []),
    ...(switches['USERNAMEREG3'] ? (['username'] as const) : []),
  ];
  const kind = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  const tabs = kinds.map((key) => ({ key, label: t(`island.register.tab.${key}`) }));

  return (
    <Modal title={t('island.register.title')} onClose={closeModal}>
      <AuthTabs selected="register">
        <div ref={body}>
          {!loaded || !settings ? (
            loadError ? (
              <p className="form-error" role="alert">
                {loadError}
              </p>
            ) : (
              <p role="status">{t('island.pending')}</p>
            )
          ) : kind ? (
            <Tabs label={t('island.register.title')} tabs={tabs} selected={kind} onSelect={setChosen}>
              <RegisterForm
                key={kind}
                kind={kind}
                settings={settings}
                switches={switches}
                affiliate={affiliate}
                onAffiliateRefused={() => setAffiliate(null)}
              />
            </Tabs>
          ) : (
            <p role="status">{t('island.register.closed')}</p>
          )}
        </div>
        <BackToLogin />
      </AuthTabs>
    </Modal>
  );
}
