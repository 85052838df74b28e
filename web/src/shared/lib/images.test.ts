import { describe, expect, it } from 'vitest';
import { AVATAR_PLACEHOLDER, PLACEHOLDER_IMAGE, imageUrl } from './images';

describe('imageUrl', () => {
  it('returns the placeholder when there is no path', () => {
    expect(imageUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('  ')).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl(undefined, AVATAR_PLACEHOLDER)).toBe(AVATAR_PLACEHOLDER);
  });
  it('keeps a full URL', () => {
    expect(imageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
  it('prepends the image base to a relative path', () => {
    expect(imageUrl('products/margherita.svg')).toBe('/storage/images/products/margherita.svg');
    expect(imageUrl('/products/a.svg')).toBe('/storage/images/products/a.svg');
  });
});
