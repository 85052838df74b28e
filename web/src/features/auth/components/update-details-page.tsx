import { useState, type FormEvent, type ReactElement } from 'react';
import { Field, Input, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation } from '../../../graphql/profile.generated';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { useSession } from '../../../shared/lib/session';
import { useProfile } from '../../../shared/lib/session/use-profile';
import { usePrefilledValues } from '../../../shared/lib/forms/use-prefilled-values';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useReturnTarget } from '../hooks/use-return-target';
import { formErrors, translateKeys } from '../lib/form-errors';
import { useAuthFormStyles } from './auth-form-styles';

type DetailsField = 'firstname' | 'lastname' | 'email';
const FIELDS: readonly DetailsField[] = ['firstname', 'lastname', 'email'];

/** /update-details (signed-in only, no full shell): an account without a first name (a phone
 * or firebase sign-in) gives its name → the profile update → `redirect` or home. */
export function UpdateDetailsPage() {
  useAuthStrings();
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const target = useReturnTarget();
  const { updateUser } = useSession();
  const { user } = useProfile();
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [values, setValues] = usePrefilledValues<Record<DetailsField, string>>({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, { firstname: values.firstname.trim() ? undefined : 'required' });
    setErrors(invalid);
    if (invalid.firstname) return;
    const lastname = values.lastname.trim();
    const email = values.email.trim();
    try {
      const { data } = await updateProfile({
        variables: { input: { firstname: values.firstname.trim(), ...(lastname ? { lastname } : {}), ...(email ? { email } : {}) } },
      });
      const saved = data?.updateProfile?.user;
      if (saved) updateUser(saved);
      navigate(target, { replace: true });
    } catch (error) {
      const shown = formErrors(t, apiErrorOf(error), FIELDS);
      setErrors(shown.fields);
      if (shown.toast) notify.error(shown.toast);
    }
  };

  const field = (name: DetailsField, label: string, control: ReactElement, required = false) => (
    <Field label={label} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'} required={required}>
      {control}
    </Field>
  );
  const input = (name: DetailsField, autoComplete: string, extra: { type?: 'email'; dir?: 'ltr' } = {}) => (
    <Input
      name={name}
      autoComplete={autoComplete}
      {...extra}
      value={values[name]}
      onChange={(_, data) => setValues((v) => ({ ...v, [name]: data.value }))}
    />
  );

  return (
    <main className={styles.card}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {t('auth.detailsTitle')}
      </Text>
      <Text as="p" className={styles.intro}>
        {t('auth.detailsIntro')}
      </Text>
      <Form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.pair}>
          {field('firstname', t('profile.firstname'), input('firstname', 'given-name'), true)}
          {field('lastname', t('profile.lastname'), input('lastname', 'family-name'))}
        </div>
        {field('email', t('profile.email'), input('email', 'email', { type: 'email', dir: 'ltr' }))}
        <PrimaryButton type="submit" loading={loading} className={styles.submit}>
          {t('auth.continue')}
        </PrimaryButton>
      </Form>
    </main>
  );
}

export default UpdateDetailsPage;
