import type { ReactNode } from 'react';
import { pageConfig } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';

/**
 * A mobile number with its country: the merchant's dialing codes in a select (sent as
 * `countryDialingCode`) beside the number field the form gives as `children`.
 */
export function MobileNumber({ selectId, children }: { selectId: string; children: ReactNode }) {
  return (
    <div className="mobile-number">
      <div className="field">
        <label htmlFor={selectId}>{t('form.countryDialingCode')}</label>
        <select id={selectId} name="countryDialingCode">
          {pageConfig().countries.map((c) => (
            <option key={c.countryCode} value={c.countryDialingCode}>{`+${c.countryDialingCode} (${c.countryCode})`}</option>
          ))}
        </select>
      </div>
      {children}
    </div>
  );
}
