import { describe, expect, it } from 'vitest';
import { pathSegment } from './path-arguments';

describe('a path argument', () => {
  it('becomes exactly one percent-encoded segment', () => {
    expect(pathSegment('id', '../../dashboard/user/profile/show')).toBe('%2E%2E%2F%2E%2E%2Fdashboard%2Fuser%2Fprofile%2Fshow');
    expect(pathSegment('id', '%2e%2e%2f?#')).toBe('%252e%252e%252f%3F%23');
    expect(pathSegment('id', "a.b!c'(d)*")).toBe('a%2Eb%21c%27%28d%29%2A');
    expect(pathSegment('id', 42)).toBe('42');
  });

  it('is refused when empty or only dots, which no encoding keeps in place', () => {
    for (const value of ['', '.', '..']) {
      expect(() => pathSegment('uuid', value)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ statusCode: 'BAD_USER_INPUT', params: { uuid: [expect.any(String)] } }) }));
    }
    expect(pathSegment('uuid', '...')).toBe('%2E%2E%2E');
  });
});
