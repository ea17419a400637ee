import { requestTimeoutMs, SLOW_DOWNLINK_MBPS, SLOW_EFFECTIVE_TYPES } from '@ledgerlight/contract';

/** What the browser says about the device and its connection (navigator.connection is optional). */
export interface DeviceSignals {
  userAgent: string;
  maxTouchPoints: number;
  hasTouchEvents: boolean;
  connection?: { effectiveType?: string; downlink?: number } | undefined;
}

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Product 9: mobile means a mobile-style user agent or touch support. */
export function isMobile(signals: DeviceSignals): boolean {
  return MOBILE_USER_AGENT.test(signals.userAgent) || signals.maxTouchPoints > 0 || signals.hasTouchEvents;
}

/** Product 9: slow means effective type slow-2g, 2g or 3g, or a downlink below 1 Mbps. */
export function isSlowConnection(connection: DeviceSignals['connection']): boolean {
  if (!connection) return false;
  const { effectiveType, downlink } = connection;
  if (effectiveType && (SLOW_EFFECTIVE_TYPES as readonly string[]).includes(effectiveType)) return true;
  return typeof downlink === 'number' && downlink < SLOW_DOWNLINK_MBPS;
}

/** Product 9: the timeout class of this device and connection (30 s, 45 s or 60 s). */
export function timeoutForDevice(signals: DeviceSignals): number {
  return requestTimeoutMs({ mobile: isMobile(signals), slowConnection: isSlowConnection(signals.connection) });
}

/** Reads the signals from the running browser. */
export function browserSignals(): DeviceSignals {
  const nav = navigator as Navigator & { connection?: DeviceSignals['connection'] };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    hasTouchEvents: 'ontouchstart' in window,
    connection: nav.connection,
  };
}
