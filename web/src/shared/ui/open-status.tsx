import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { openStatusWords, type OpenHours } from '../lib/open-status';

const useStyles = makeStyles({
  open: { color: tokens.colorPaletteGreenForeground1 },
  closed: { color: tokens.colorPaletteRedForeground1 },
});

export interface OpenStatusProps {
  /** The branch, with the server's `open_now`, `closes_at`, `opens_at`, `today_hours`. */
  shop: OpenHours;
  className?: string;
}

/** "Open · Closes at 23:00", "Closed · Opens tomorrow at 09:00", … as the server says. */
export function OpenStatus({ shop, className }: OpenStatusProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const words = openStatusWords(t, shop, i18n.language);
  return (
    <Text size={200} className={mergeClasses(words.open ? styles.open : styles.closed, className)} data-testid="open-status">
      {words.label}
    </Text>
  );
}
