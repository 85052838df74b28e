import type { SiteSettings } from '../../settings';
import { numberFormat } from '../../../shared/lib/format/intl';

/** `points_min_convert`: the fewest points one conversion takes (an unreadable setting gives the
 * api's default, 1). What points are worth is the api's to say (the profile's `points_worth`). */
export function pointsMinimum(settings: SiteSettings): number {
  const min = Number(settings.points_min_convert);
  return Number.isFinite(min) && min >= 1 ? Math.ceil(min) : 1;
}

/** "1,234" (Latin digits and comma thousands, like the money). */
export const formatPoints = (points: number) => numberFormat('en-US').format(points);
