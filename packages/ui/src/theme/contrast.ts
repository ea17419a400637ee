/** WCAG 2.2 relative luminance of a '#rrggbb' colour. */
export function luminance(hex: string): number {
  return 0.2126 * linear(hex, 0) + 0.7152 * linear(hex, 1) + 0.0722 * linear(hex, 2);
}

/** WCAG contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `color-mix(in srgb, a, b)`: each channel half way, as the browser mixes two colours evenly. */
export function mixSrgb(a: string, b: string): string {
  const mixed = [0, 1, 2].map((index) => Math.round((channel(a, index) + channel(b, index)) / 2));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function channel(hex: string, index: number): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return Number.parseInt(match[index + 1] ?? '', 16);
}

function linear(hex: string, index: number): number {
  const value = channel(hex, index) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
