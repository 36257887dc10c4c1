import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { Modal } from '../ui/Modal.tsx';

/** The legal licence: the merchant's licence statement, regulator and record, the minimum age and the responsible-gambling links. */
export default function LegalModal() {
  const { legal, minimumAge } = pageConfig();
  return (
    <Modal title={t('island.legal.title')} onClose={closeModal}>
      <p>{legal.licence}</p>
      {legal.regulator && (
        <p>
          {t('island.legal.regulator')}{' '}
          <a href={legal.regulator.url} target="_blank" rel="noopener">
            {legal.regulator.name}
          </a>
        </p>
      )}
      {legal.licenceUrl && (
        <p>
          <a href={legal.licenceUrl} target="_blank" rel="noopener">
            {t('island.legal.record')}
          </a>
        </p>
      )}
      <p>{t('island.legal.age', { age: minimumAge })}</p>
      {legal.links.length > 0 && (
        <ul className="legal-links" aria-label={t('island.legal.responsible')}>
          {legal.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
