import { useId } from 'react';
import { Text, ToggleButton, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../shared/lib/images';
import { sectionsOf, tableState, type FloorTable, type TableState } from '../lib/booking-form';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold },
  sections: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  room: {
    display: 'grid',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  picture: { width: '100%', height: '96px', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge, display: 'block' },
  floor: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
  },
  table: {
    width: '100%',
    display: 'grid',
    justifyItems: 'center',
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    ':hover': shorthands.borderColor(tokens.colorBrandStroke1),
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':disabled': { cursor: 'not-allowed', backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3, ...shorthands.borderColor(tokens.colorNeutralStroke2) },
  },
  chosen: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `0 0 0 1px ${tokens.colorBrandStroke1}`,
    ':hover': shorthands.borderColor(tokens.colorBrandStroke1),
  },
  name: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  seats: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3px', maxWidth: '64px', minHeight: '8px' },
  seat: { width: '8px', height: '8px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorBrandBackground },
  seatOff: { backgroundColor: tokens.colorNeutralStroke1 },
  state: { fontWeight: tokens.fontWeightSemibold },
  taken: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface TablePickerProps {
  /** The branch's floor: every table, with its section. */
  tables: readonly FloorTable[];
  /** The tables the chosen time leaves free for the party. */
  freeIds: ReadonlySet<number>;
  guest: number;
  sectionId: number | null;
  tableId: number | null;
  onSection: (sectionId: number) => void;
  onTable: (table: FloorTable) => void;
}

function TableTile({ table, state, chosen, onChoose }: { table: FloorTable; state: TableState; chosen: boolean; onChoose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const seats = t('reservations.table.seats', { count: table.chair_count });
  const stateText = t(`reservations.table.${state}`);
  return (
    <li>
      <button
        type="button"
        className={mergeClasses(styles.table, chosen && styles.chosen)}
        disabled={state !== 'free'}
        aria-pressed={chosen}
        aria-label={t('reservations.table.label', { name: table.name, seats, state: stateText })}
        onClick={onChoose}
      >
        <span className={styles.seats} aria-hidden>
          {Array.from({ length: table.chair_count }, (_, i) => <span key={i} className={mergeClasses(styles.seat, state !== 'free' && styles.seatOff)} />)}
        </span>
        <span className={styles.name}>{table.name}</span>
        <span>{seats}</span>
        <span className={mergeClasses(styles.state, state === 'taken' && styles.taken, (state === 'small' || state === 'off') && styles.muted)}>{stateText}</span>
      </button>
    </li>
  );
}

/** The branch's floor at the chosen time: its sections, then the chosen section's tables, each
 * free (chosen by a click), taken, too small for the party or out of service. */
export function TablePicker({ tables, freeIds, guest, sectionId, tableId, onSection, onTable }: TablePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const labelId = useId();
  const sections = sectionsOf(tables);
  const freeIn = (id: number) => tables.filter((table) => table.shop_section.id === id && freeIds.has(table.id)).length;
  // The chosen section, else the first with a free table, else the first.
  const section = sections.find((s) => s.id === sectionId) ?? sections.find((s) => freeIn(s.id) > 0) ?? sections[0];
  if (!section) return null;
  const inSection = tables.filter((table) => table.shop_section.id === section.id);

  return (
    <div className={styles.root}>
      <Text id={labelId} className={styles.label}>{t('reservations.book.floor')}</Text>
      {sections.length > 1 && (
        <div className={styles.sections} role="group" aria-label={t('reservations.book.sections')}>
          {sections.map((s) => (
            <ToggleButton key={s.id} checked={s.id === section.id} appearance={s.id === section.id ? 'primary' : 'secondary'} onClick={() => onSection(s.id)}>
              {s.translation.title} · {t('reservations.book.freeTables', { count: freeIn(s.id) })}
            </ToggleButton>
          ))}
        </div>
      )}
      <div className={styles.room}>
        {section.img && <img className={styles.picture} src={imageUrl(section.img)} alt="" loading="lazy" />}
        <ul className={styles.floor} aria-labelledby={labelId}>
          {inSection.map((table) => (
            <TableTile
              key={table.id}
              table={table}
              state={tableState(table, freeIds, guest)}
              chosen={table.id === tableId}
              onChoose={() => onTable(table)}
            />
          ))}
        </ul>
        {freeIn(section.id) === 0 && <Text className={styles.muted}>{t('reservations.book.noFreeTable')}</Text>}
      </div>
    </div>
  );
}
