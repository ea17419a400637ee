/** Keys that move the selection in a segmented control, in either orientation. */
const rovingKeys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'] as const;
export type RovingKey = (typeof rovingKeys)[number];

export function isRovingKey(key: string): key is RovingKey {
  return (rovingKeys as readonly string[]).includes(key);
}

/** The index a key moves to from `current` among `count` options; arrows wrap around. */
export function rovingIndex(current: number, key: RovingKey, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1 + count) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
  }
}
