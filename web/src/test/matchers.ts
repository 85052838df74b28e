import { expect } from 'vitest';

// The two DOM matchers the tests use (no @testing-library/jest-dom dependency).
expect.extend({
  toBeInTheDocument(received: Element | null) {
    const pass = received != null && received.ownerDocument.contains(received);
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to be in the document` };
  },
  toHaveAttribute(received: Element, name: string, value?: string) {
    const actual = received.getAttribute(name);
    const pass = value === undefined ? actual !== null : actual === value;
    return {
      pass,
      message: () => `expected [${name}] ${pass ? 'not ' : ''}to be ${value ?? 'present'}, got ${String(actual)}`,
    };
  },
});

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface Matchers<T = any> {
    toBeInTheDocument(): T;
    toHaveAttribute(name: string, value?: string): T;
  }
}
