// Columns most tables share: an identity id and the times a row was made and last changed. Money
// columns hold integer minor units (cents) of the base currency (USD); percentages (tax) are
// plain numbers.
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { mode: 'date' }).notNull().defaultNow();
