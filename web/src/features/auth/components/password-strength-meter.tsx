import { useEffect, useState } from 'react';
import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePasswordStrengthMutation, type PasswordStrengthMutation, type PasswordStrengthMutationVariables } from '../../../graphql/auth.generated';
import { useSettledValue } from '../../../shared/lib/use-settled-value';

/** How long typing must pause before the password is scored. */
export const STRENGTH_DELAY_MS = 300;

/** What the account is known by: a password built from it scores low. */
export type KnownWords = Omit<NonNullable<PasswordStrengthMutationVariables['input']>, 'password'>;

/** The known words of a signed-in customer (absent ones left out). */
export function knownWordsOf(user: { firstname?: string | null; lastname?: string | null; email?: string | null; phone?: string | null } | null | undefined): KnownWords {
  return { firstname: user?.firstname ?? undefined, lastname: user?.lastname ?? undefined, email: user?.email ?? undefined, phone: user?.phone ?? undefined };
}

type Strength = NonNullable<PasswordStrengthMutation['passwordStrength']>;

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

const useStyles = makeStyles({
  meter: { display: 'grid', rowGap: tokens.spacingVerticalXXS },
});

/**
 * How guessable the password being chosen is, as the api judges it: the same score decides
 * whether the api accepts it (`accepted`), so the meter never promises what the api refuses.
 * Scored after typing pauses; nothing is shown while the answer is for another password, or
 * when there is none (an empty field, a refused call).
 */
export function PasswordStrengthMeter({ password, known = {} }: { password: string; known?: KnownWords }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const settled = useSettledValue(password, STRENGTH_DELAY_MS);
  const [score] = usePasswordStrengthMutation({ fetchPolicy: 'no-cache' });
  const [answer, setAnswer] = useState<{ password: string; strength: Strength } | null>(null);
  const { firstname, lastname, email, phone } = known;

  useEffect(() => {
    if (!settled) return undefined;
    let current = true; // an answer to a password typed over since is dropped
    score({ variables: { input: { password: settled, firstname, lastname, email, phone } } })
      .then(({ data }) => { if (current && data?.passwordStrength) setAnswer({ password: settled, strength: data.passwordStrength }); })
      .catch(() => undefined);
    return () => { current = false; };
  }, [settled, firstname, lastname, email, phone, score]);

  const strength = answer && answer.password === password ? answer.strength : undefined;
  if (!strength) return null;
  const label = `${t('auth.strengthLabel')}: ${t(`auth.strength${strength.score}`)}`;
  return (
    <div className={styles.meter} role="status">
      <ProgressBar value={(strength.score + 1) / 5} color={COLORS[strength.score] ?? 'error'} thickness="large" aria-label={label} />
      <Text size={200}>{label}</Text>
    </div>
  );
}
