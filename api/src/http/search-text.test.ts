import { describe, expect, it } from 'vitest';
import { foldForSearch, prefixQuery, searchWords } from './search-text';

describe('foldForSearch', () => {
  it('removes case and accents', () => {
    expect(foldForSearch('Crème Brûlée')).toBe('creme brulee');
    expect(foldForSearch('CAFÉ')).toBe('cafe');
    expect(foldForSearch('Açaí Bowl')).toBe('acai bowl');
    expect(foldForSearch('Œufs Bénédicte')).toBe('oeufs benedicte');
  });

  it('folds Arabic short vowels, hamza forms and the definite article', () => {
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(foldForSearch('أفوكادو')).toBe('افوكادو');
    expect(foldForSearch('موس الشوكولاتة')).toBe('موس شوكولاته');
  });
});

describe('searchWords and prefixQuery', () => {
  it('splits on anything but letters and digits, so the tsquery needs no escaping', () => {
    expect(searchWords("  Mac & Cheese's!  ")).toEqual(['mac', 'cheese', 's']);
    expect(searchWords("x' | y:* & !z")).toEqual(['x', 'y', 'z']);
    expect(prefixQuery(['creme', 'brulee'])).toBe('creme:* & brulee:*');
    expect(prefixQuery(['marg'], 'A')).toBe('marg:*A');
  });
});
