// The demo's news items. Ensured on every start of a demo-seeded database (see demo-refresh.ts,
// after the demo accounts), so a database seeded before news existed gets them too. Each item
// is added once (found by its fixed uuid) and published through publishNews, announced by the
// notifications to the users of that moment once: a restart finds it published and notifies
// nobody again.
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { blogs, blogTranslations } from '../schema';
import { publishNews } from '../../modules/news';
import { announceNews } from '../../modules/notifications';
import { DEMO_NEWS, newsImage, type DemoNews } from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;

async function addItem(db: Database, item: DemoNews, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogs).values({ uuid: item.uuid, img: newsImage(item), createdAt: now, updatedAt: now })
      .returning({ id: blogs.id, publishedAt: blogs.publishedAt });
    await tx.insert(blogTranslations).values(Object.entries(item.texts).map(([locale, [title, shortDesc, description]]) => ({
      blogId: row.id, locale, title, shortDesc, description,
    })));
    return row;
  });
}

export async function ensureDemoNews(db: Database, now: Date): Promise<void> {
  const known = await db.select({ id: blogs.id, uuid: blogs.uuid, publishedAt: blogs.publishedAt }).from(blogs)
    .where(inArray(blogs.uuid, DEMO_NEWS.map((item) => item.uuid)));
  // Oldest first, so notification ids follow the publication dates.
  for (const item of DEMO_NEWS) {
    const row = known.find((blog) => blog.uuid === item.uuid) ?? await addItem(db, item, now);
    if (!row.publishedAt) await publishNews(db, row.id, new Date(now.getTime() - item.daysAgo * DAY_MS), announceNews);
  }
}
