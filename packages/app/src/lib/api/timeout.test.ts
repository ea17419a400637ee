import { describe, expect, it } from 'vitest';
import { isMobile, isSlowConnection, timeoutForDevice } from './timeout';
import type { DeviceSignals } from './timeout';

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const iphoneUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const device = (overrides: Partial<DeviceSignals> = {}): DeviceSignals => ({
  userAgent: desktopUa,
  maxTouchPoints: 0,
  hasTouchEvents: false,
  connection: { effectiveType: '4g', downlink: 10 },
  ...overrides,
});

describe('request timeout classes (product 9)', () => {
  it('desktop on a normal connection: 30 s', () => {
    expect(timeoutForDevice(device())).toBe(30000);
  });

  it('desktop without connection information: 30 s', () => {
    expect(timeoutForDevice(device({ connection: undefined }))).toBe(30000);
  });

  it.each(['slow-2g', '2g', '3g'])('desktop on effective type %s: 45 s', (effectiveType) => {
    expect(timeoutForDevice(device({ connection: { effectiveType, downlink: 5 } }))).toBe(45000);
  });

  it('desktop with a downlink below 1 Mbps: 45 s, and exactly 1 Mbps is not slow', () => {
    expect(timeoutForDevice(device({ connection: { effectiveType: '4g', downlink: 0.9 } }))).toBe(45000);
    expect(timeoutForDevice(device({ connection: { effectiveType: '4g', downlink: 1 } }))).toBe(30000);
  });

  it('mobile user agent on a normal connection: 45 s', () => {
    expect(timeoutForDevice(device({ userAgent: iphoneUa }))).toBe(45000);
  });

  it('touch support counts as mobile', () => {
    expect(isMobile(device({ maxTouchPoints: 5 }))).toBe(true);
    expect(isMobile(device({ hasTouchEvents: true }))).toBe(true);
    expect(isMobile(device())).toBe(false);
  });

  it('mobile on a slow connection: 60 s', () => {
    expect(timeoutForDevice(device({ userAgent: iphoneUa, connection: { effectiveType: '3g' } }))).toBe(60000);
    expect(timeoutForDevice(device({ maxTouchPoints: 1, connection: { downlink: 0.5 } }))).toBe(60000);
  });

  it('4g is not slow', () => {
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
  });
});
