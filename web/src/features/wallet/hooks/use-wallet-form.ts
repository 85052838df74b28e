import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { walletFormErrors } from '../lib/wallet-errors';

type Values<F extends string> = Record<F, string>;

export interface WalletFormOptions<F extends string> {
  initial: Values<F>;
  /** The `errors` key of each field whose shape is wrong. */
  check: (values: Values<F>) => Partial<Record<F, string | undefined>>;
  /** Sends the form; resolves with the success toast's text. */
  send: (values: Values<F>) => Promise<string>;
}

/** A wallet form: its typed values, the shape checked before sending, then a success toast (and
 * an empty form) or the api's refusal under its field (else a toast), translated. */
export function useWalletForm<F extends string>({ initial, check, send }: WalletFormOptions<F>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [sending, setSending] = useState(false);

  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = Object.entries(check(values)).filter(([, key]) => key) as [F, string][];
    if (wrong.length) return setErrors(Object.fromEntries(wrong.map(([field, key]) => [field, t(key, { ns: 'errors' })])) as Partial<Record<F, string>>);
    setSending(true);
    try {
      notify.success(await send(values));
      setValues(initial);
    } catch (error) {
      const refusal = walletFormErrors(t, apiErrorOf(error), Object.keys(initial) as F[]);
      setErrors(refusal.fields);
      if (refusal.toast) notify.error(refusal.toast);
    } finally {
      setSending(false);
    }
  };

  return { values, errors, sending, change, submit };
}
