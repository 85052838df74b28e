import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';

describe('the drain (DRAIN_SECONDS)', () => {
  it('is none unless set, and takes 0 to 60 seconds', () => {
    expect(loadGatewayConfig({}).drainSeconds).toBe(0);
    expect(loadGatewayConfig({ DRAIN_SECONDS: '2' }).drainSeconds).toBe(2);
    expect(loadGatewayConfig({ DRAIN_SECONDS: ' 1.5 ' }).drainSeconds).toBe(1.5);
    expect(loadGatewayConfig({ DRAIN_SECONDS: '60' }).drainSeconds).toBe(60);
    for (const bad of ['-1', '61', 'soon', '1e1', '0x10']) {
      expect(() => loadGatewayConfig({ DRAIN_SECONDS: bad })).toThrow(`DRAIN_SECONDS must be a number of seconds from 0 to 60, got "${bad}"`);
    }
  });
});
