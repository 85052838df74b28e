export const IMAGE_BASE = '/storage/images/';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/**
 * No path → placeholder; a full URL (contains "http") is kept; otherwise the path is
 * relative to the image base.
 */
export function imageUrl(path: string | null | undefined, placeholder: string = PLACEHOLDER_IMAGE): string {
  const p = path?.trim();
  if (!p) return placeholder;
  if (p.includes('http')) return p;
  return IMAGE_BASE + p.replace(/^\/+/, '').replace(/^storage\/images\//, '');
}
