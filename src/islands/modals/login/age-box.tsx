import { useState } from 'react';
import { pageConfig } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { RequiredCheck } from '../../ui/RequiredCheck.tsx';

/**
 * The age box of a registration without a form (one-click, a social identity's new account), shown
 * where the merchant's jurisdiction asks for it, as the registration form's is. `confirmed()` is
 * true when the box is ticked or not asked; otherwise it shows the box's error and focuses it.
 */
export function useAgeBox(id: string) {
  const { minimumAge, ageConfirmation } = pageConfig();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState('');
  const box = ageConfirmation ? (
    <RequiredCheck
      id={id}
      name="age"
      checked={checked}
      error={error}
      onChange={(e) => {
        setChecked(e.currentTarget.checked);
        if (e.currentTarget.checked) setError('');
      }}
    >
      {t('island.register.age', { age: minimumAge })}
    </RequiredCheck>
  ) : null;
  const confirmed = () => {
    if (!ageConfirmation || checked) return true;
    setError(t('island.register.ageRequired', { age: minimumAge }));
    document.getElementById(id)?.focus();
    return false;
  };
  return { box, confirmed, ageConfirmed: ageConfirmation && checked };
}
