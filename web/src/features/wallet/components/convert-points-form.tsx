import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useConvertPointsMutation } from '../../../graphql/wallet.generated';
import { useSiteSettings } from '../../settings';
import { useWalletForm } from '../hooks/use-wallet-form';
import { parsePoints, pointsProblem } from '../lib/amounts';
import { pointsMinimum } from '../lib/points';
import { POINTS_QUERIES } from '../lib/refresh';
import { NumberField, WalletFormCard } from './wallet-form-card';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } });

/** Convert points into wallet money: the fewest points a conversion takes (the setting); the
 * api prices them and refuses too few (ERROR_470) or more than the balance (ERROR_471), under
 * the field. */
export function ConvertPointsForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const min = pointsMinimum(useSiteSettings());
  const [convert] = useConvertPointsMutation({ refetchQueries: POINTS_QUERIES });
  const form = useWalletForm({
    initial: { points: '' },
    check: ({ points }) => ({ points: pointsProblem(points) }),
    send: async ({ points }) => {
      const count = parsePoints(points)!;
      await convert({ variables: { input: { points: count } } });
      return t('wallet.points.done', { count });
    },
  });
  const intro = (
    <>
      <Text>{t('wallet.points.about')}</Text>
      <Text className={styles.muted} data-testid="points-rules">
        {t('wallet.points.min', { count: min })}
      </Text>
    </>
  );
  return (
    <WalletFormCard title={t('wallet.points.convertTitle')} intro={intro} submitLabel={t('wallet.points.submit')} sending={form.sending} onSubmit={(event) => void form.submit(event)}>
      <NumberField
        name="points"
        label={t('wallet.points.field')}
        value={form.values.points}
        error={form.errors.points}
        onChange={(value) => form.change('points', value)}
      />
    </WalletFormCard>
  );
}
