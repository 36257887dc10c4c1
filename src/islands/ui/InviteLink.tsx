import { useEffect, useState } from 'react';
import { shareOrigin } from '../../client/main-domain.ts';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { QR_OPTIONS } from '../../shared/qr-options.ts';

/**
 * A code's register link (`/register?<param>=<code>` on the main domain), its QR code (drawn on demand) and a copy
 * button: an agent's invitation (affiliateCode) and a member's referral link (referralCode).
 */
export function InviteLink({ code, param, codeText }: { code: string; param: 'affiliateCode' | 'referralCode'; codeText: string }) {
  const [qr, setQr] = useState('');
  const [copied, setCopied] = useState(false);
  // On the merchant's main domain (permission call), else this page's origin.
  const link = `${shareOrigin()}${sitePath('register')}?${param}=${encodeURIComponent(code)}`;
  useEffect(() => {
    void import('qrcode').then(({ default: QRCode }) => QRCode.toString(link, QR_OPTIONS)).then(setQr);
  }, [link]);
  return (
    <div className="invite">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the QR library's own SVG of our link */}
      <span className="qr-image" role="img" aria-label={t('island.registerCenter.qr')} dangerouslySetInnerHTML={{ __html: qr }} />
      <div>
        <p>{codeText}</p>
        <p className="invite-link" data-testid="invite-link">
          {link}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() =>
            navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('island.registerCenter.copy')}
        </button>
        <span role="status" className="form-success">
          {copied ? t('island.registerCenter.copied') : ''}
        </span>
      </div>
    </div>
  );
}
