import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { $registerSettings, loadRegisterSettings } from '../../stores/register.ts';
import { $whitelabel, loadWhitelabel } from '../../stores/whitelabel.ts';
import { Modal } from '../ui/Modal.tsx';
import { DialogBanners } from '../ui/DialogBanners.tsx';
import { EmailResetForm } from './forgot/EmailResetForm.tsx';
import { PhoneResetForm } from './forgot/PhoneResetForm.tsx';
import { Tabs } from './register/Tabs.tsx';
import { useLoadedForm } from '../ui/useLoadedForm.ts';
import { BackToLogin } from '../ui/BackToLogin.tsx';

type Way = 'mobile' | 'email';

/**
 * Forgot password (specification sections 2 and 5): by email always; by mobile only with
 * CHNGPASSVERIF3, and then first. The settings give the password and mobile rules.
 */
export default function ForgotPasswordModal() {
  const switches = useStore($whitelabel);
  const settings = useStore($registerSettings);
  const [chosen, setChosen] = useState<Way | null>(null);

  const { loaded, loadError, body } = useLoadedForm(() => Promise.all([loadWhitelabel(), loadRegisterSettings()]));

  const ways: Way[] = switches['CHNGPASSVERIF3'] ? ['mobile', 'email'] : ['email'];
  const way = chosen ?? ways[0]!;
  const tabs = ways.map((key) => ({ key, label: t(`island.forgot.tab.${key}`) }));

  return (
    <Modal title={t('island.forgot.title')} onClose={closeModal}>
      <DialogBanners group="w_forget" />
      <div ref={body}>
        {!loaded || !settings ? (
          <p role={loadError ? 'alert' : 'status'} className={loadError ? 'form-error' : undefined}>
            {loadError || t('island.pending')}
          </p>
        ) : (
          <Tabs label={t('island.forgot.title')} tabs={tabs} selected={way} onSelect={setChosen}>
            {way === 'mobile' ? (
              <PhoneResetForm key="mobile" settings={settings} autofocus={chosen === null} />
            ) : (
              <EmailResetForm key="email" autofocus={chosen === null} />
            )}
          </Tabs>
        )}
      </div>
      <BackToLogin />
    </Modal>
  );
}
