/**
 * WAI-ARIA tabs keyboard model (horizontal, wrapping): the index of the tab a key moves to,
 * or null when the key is not one the tablist handles.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
