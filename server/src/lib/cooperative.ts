/**
 * Long renders (calendar files, CSV exports) are built in slices with a turn of the event loop between
 * them, so requests arriving meanwhile are answered after one slice rather than after the whole file.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Renders `items` slice by slice: `render` turns one item into text, `perSlice` items are rendered
 * between two yields. Returns the pieces, one per slice, for the caller to join or stream.
 */
export async function renderInSlices<T>(
  items: Iterable<T>,
  render: (item: T) => string,
  perSlice: number,
): Promise<string[]> {
  const pieces: string[] = [];
  let piece = '';
  let count = 0;
  for (const item of items) {
    piece += render(item);
    if (++count % perSlice === 0) {
      pieces.push(piece);
      piece = '';
      await yieldToEventLoop();
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
