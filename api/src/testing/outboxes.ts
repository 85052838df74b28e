// What the demo outboxes hold for one recipient: the e-mails and SMS a test expects to be sent.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox, smsOutbox } from '../db/schema';

/** The e-mails to `email`, oldest first. */
export const mailTo = (db: Database, email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.email, email)).orderBy(emailOutbox.id);

/** The texts of the SMS to `phone`, oldest first. */
export const smsTo = async (db: Database, phone: string) =>
  (await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id)).map((row) => row.body);
