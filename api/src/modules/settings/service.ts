// Settings, currencies, languages and UI translations, as the storefront reads them.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, languages } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';
import { settings, translations } from './tables';

const flag = (value: boolean): number => (value ? 1 : 0);

export function createSettingsService(db: Database) {
  return {
    async settings() {
      const rows = await db.select().from(settings).orderBy(asc(settings.id));
      return rows.map((row) => ({
        id: row.id,
        key: row.key,
        value: row.value,
        created_at: resourceDate(row.createdAt),
        updated_at: resourceDate(row.updatedAt),
      }));
    },

    async activeCurrencies() {
      const rows = await db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id));
      return rows.map((row) => ({
        id: row.id,
        symbol: row.symbol,
        title: row.title,
        rate: row.rate,
        default: row.isDefault,
        position: row.position,
        active: row.active,
      }));
    },

    async activeLanguages() {
      const rows = await db.select().from(languages).where(eq(languages.active, true)).orderBy(asc(languages.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        locale: row.locale,
        backward: flag(row.backward),
        default: flag(row.isDefault),
        active: flag(row.active),
        img: row.img,
      }));
    },

    /** UI strings of `locale`, completed by the default locale's where a key is missing. */
    async translations(locale: string, defaultLocale: string): Promise<Record<string, string>> {
      const load = (wanted: string) => db.select({ key: translations.key, value: translations.value }).from(translations)
        .where(and(eq(translations.locale, wanted), eq(translations.status, true)));
      const [fallback, requested] = await Promise.all([load(defaultLocale), locale === defaultLocale ? [] : load(locale)]);
      return Object.fromEntries([...fallback, ...requested].map(({ key, value }) => [key, value]));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
