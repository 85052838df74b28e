import { describe, expect, it, vi } from 'vitest';
import { onToasterRequested, requestToaster } from './toast-config';

describe('the toaster on demand', () => {
  it('is asked for by the first toast only, and a late listener hears of it at once', () => {
    const early = vi.fn();
    onToasterRequested(early);
    expect(early).not.toHaveBeenCalled();
    void requestToaster();
    void requestToaster();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onToasterRequested(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
