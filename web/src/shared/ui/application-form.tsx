import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../lib/apollo/session-links';
import { apiErrorOf, type ApiError } from '../lib/graphql/api-error';
import { translateApiError, translateFieldErrors } from '../lib/i18n/api-messages';
import { useNotify } from './notify';

/** The error link has already ended the session for a 401 (the app toasts and goes to /login). */
const isUnauthorized = (error: ApiError | null) => error != null && isUnauthorizedError({ message: error.message, extensions: error });

export interface ApplicationFormOptions<F extends string> {
  /** The api's rules checked before the call: field → a key of the `errors` namespace. */
  validate: () => Partial<Record<F, string>>;
  /** The api's field (`title`, `title.en` …) → the form's field, if it has one. */
  fieldOf: (param: string) => F | null;
  /** The api's ERROR_206 "You have already applied": the page reloads the application. */
  onAlreadyApplied?: () => void;
}

/**
 * The pieces of an application form (to sell, to deliver): checked before the call with the api's
 * rules (translated messages; the first field in error gets the focus), then the api's field errors
 * under their fields and anything else as a toast.
 */
export function useApplicationForm<F extends string>({ validate, fieldOf, onAlreadyApplied }: ApplicationFormOptions<F>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // After a refused submit the first field in error gets the focus (on a phone it may be far above).
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus());

  /** The submit handler: `send` runs only when the form passes `validate`. */
  const onSubmit = (send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate();
    const messages = Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key as string, { ns: 'errors' })])) as Partial<Record<F, string>>;
    setErrors(messages);
    if (Object.keys(messages).length) {
      focusFirstError();
      return;
    }
    try {
      await send();
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (isUnauthorized(apiError)) return; // the app toasts and goes to /login
      const fieldErrors: Partial<Record<F, string>> = {};
      for (const [param, message] of Object.entries(translateFieldErrors(t, apiError))) {
        const field = fieldOf(param);
        if (field && !fieldErrors[field]) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) notify.error(translateApiError(t, apiError));
      else focusFirstError();
      if (apiError?.statusCode === 'ERROR_206') onAlreadyApplied?.();
    }
  };

  /** A labelled field showing its message. */
  const field = (name: F, label: string, control: ReactElement, options: { required?: boolean; className?: string } = {}) => (
    <Field
      label={label}
      required={options.required}
      className={options.className}
      validationMessage={errors[name]}
      validationState={errors[name] ? 'error' : 'none'}
    >
      {control}
    </Field>
  );

  return { formRef, errors, onSubmit, field };
}
