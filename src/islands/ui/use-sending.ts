import { useRef, useState } from 'react';
import { errorText } from '../../client/error-text.ts';

/**
 * One send at a time for a form or a button that calls the gateway (SubmitRow shows `pending` and
 * `formError`): `busy()` is true from the moment a send starts, before React renders again, and a
 * send asked for meanwhile does nothing. A send clears the last error; a failure goes to `failed`,
 * by default the form's error.
 */
export function useSending() {
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState('');
  const send = async (work: () => Promise<void>, failed: (error: unknown) => void = (error) => setFormError(errorText(error))) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setFormError('');
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };
  return { busy: () => sending.current, pending, formError, setFormError, send };
}
