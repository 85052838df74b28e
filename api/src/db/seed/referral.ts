// The demo's referral programme: added once (when the database has none), so a database seeded
// before referrals gets it at its next start; a changed or ended programme is left as it is.
import type { Database } from '../client';
import { referralProgrammes, referralProgrammeTranslations } from '../schema';
import { DEMO_REFERRAL } from './demo-data';

export async function ensureDemoReferral(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: referralProgrammes.id }).from(referralProgrammes).limit(1);
    if (any) return;
    const { priceFrom, priceTo, img, texts } = DEMO_REFERRAL;
    const [programme] = await tx.insert(referralProgrammes).values({ priceFrom, priceTo, img, createdAt: now, updatedAt: now })
      .returning({ id: referralProgrammes.id });
    await tx.insert(referralProgrammeTranslations).values(Object.entries(texts).map(([locale, [title, description, faq]]) => ({
      programmeId: programme.id, locale, title, description, faq,
    })));
  });
}
