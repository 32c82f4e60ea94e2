import {
  clampZoom,
  columnAt,
  fitWidth,
  isDoubleTap,
  MAX_ZOOM,
  MIN_ZOOM,
  pageCssSize,
  pinchZoom,
  scrollToKeep,
  stepZoom,
  textLines,
  wheelZoom,
  zoomToColumn,
  type TextBox,
} from './zoom.ts';

const A4 = { width: 595, height: 842 };

/** Words of a line from `left` to `right` at `top`, as pdf.js gives them (a box a word, small gaps between). */
function wordsOfLine(left: number, right: number, top: number, height = 10): TextBox[] {
  const words: TextBox[] = [];
  for (let x = left; x < right; x += 40) words.push({ left: x, right: Math.min(right, x + 36), top, bottom: top + height });
  words[words.length - 1]!.right = right;
  return words;
}

/** A two-column A4 page: columns 50–290 and 305–545 (a 15-unit gutter), a heading across both at the top. */
function twoColumnPage(): TextBox[] {
  const boxes: TextBox[] = [{ left: 50, right: 545, top: 40, bottom: 60 }];
  for (let top = 80; top < 780; top += 14) {
    boxes.push(...wordsOfLine(50, 290, top));
    // A short last line of a paragraph now and then.
    boxes.push(...wordsOfLine(305, top % 140 === 80 ? 400 : 545, top));
  }
  return boxes;
}

describe('zoom levels', () => {
  it('lays an A4 page out 374 px wide at fit on a 390 px phone, wider by the zoom', () => {
    expect(fitWidth(390)).toBe(374);
    expect(fitWidth(1366)).toBe(900);
    expect(pageCssSize(A4, 390, 1).width).toBe(374);
    expect(pageCssSize(A4, 390, 1).height).toBeCloseTo(529.3, 1);
    expect(pageCssSize(A4, 390, 2.5).width).toBe(935);
  });

  it('steps through the zoom buttons and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.8, 1)).toBe(2);
    expect(stepZoom(1.8, -1)).toBe(1.5);
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it('scales with a pinch by the fingers\' spread, within the limits', () => {
    expect(pinchZoom(1, 100, 250)).toBe(2.5);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(2, 100, 10_000)).toBe(MAX_ZOOM);
    expect(pinchZoom(1, 100, 1)).toBe(MIN_ZOOM);
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
  });

  it('zooms in on ctrl+wheel up and out on down, a mouse notch at most about a quarter', () => {
    expect(wheelZoom(1, -100)).toBeCloseTo(Math.exp(0.25), 5);
    expect(wheelZoom(1, 100)).toBeCloseTo(Math.exp(-0.25), 5);
    expect(wheelZoom(2, -2)).toBeGreaterThan(2);
    expect(wheelZoom(MAX_ZOOM, -100)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('knows a double tap: two taps close in time and place', () => {
    const first = { at: 1000, x: 100, y: 200 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { at: 1200, x: 110, y: 210 })).toBe(true);
    expect(isDoubleTap(first, { at: 1400, x: 100, y: 200 })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, x: 180, y: 200 })).toBe(false);
  });

  it('keeps the point under the finger in place after the page is laid out anew', () => {
    // The finger at x = 200 was over 40 % of a page 374 wide starting at 8; at 935 wide starting at 8 it must scroll 182.
    expect(scrollToKeep(0.4, 8, 935, 200)).toBeCloseTo(182, 5);
    expect(scrollToKeep(0.5, 0, 100, 50)).toBe(0);
  });
});

describe('the text column under the finger', () => {
  it('joins words into lines, but not across a column gutter', () => {
    const lines = textLines(wordsOfLine(50, 290, 100).concat(wordsOfLine(305, 545, 100)));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ left: 50, right: 290 });
    expect(lines[1]).toMatchObject({ left: 305, right: 545 });
  });

  it('finds the left or right column of a two-column page, a heading across both notwithstanding', () => {
    const boxes = twoColumnPage();
    expect(columnAt(boxes, { x: 120, y: 400 }, A4)).toEqual({ left: 50, right: 290 });
    expect(columnAt(boxes, { x: 420, y: 400 }, A4)).toEqual({ left: 305, right: 545 });
    // In the gutter or the margin: the nearest column.
    expect(columnAt(boxes, { x: 20, y: 400 }, A4)).toEqual({ left: 50, right: 290 });
    expect(columnAt(boxes, { x: 570, y: 400 }, A4)).toEqual({ left: 305, right: 545 });
  });

  it('takes the text block of a one-column page, and nothing on a page without text', () => {
    const boxes: TextBox[] = [];
    for (let top = 60; top < 780; top += 14) boxes.push(...wordsOfLine(72, 523, top));
    expect(columnAt(boxes, { x: 300, y: 300 }, A4)).toEqual({ left: 72, right: 523 });
    expect(columnAt([], { x: 300, y: 300 }, A4)).toBeNull();
  });

  it('zooms a column to the width of the phone, its left edge at the left of the screen', () => {
    // The left column (240 units) of an A4 page on a 390 px phone: about 2.2× fit.
    const { zoom, scrollLeft } = zoomToColumn({ left: 50, right: 290 }, A4, 390);
    expect(zoom).toBeCloseTo(595 / (240 + 2 * 11.9), 2);
    const scale = (374 * zoom) / 595;
    expect(scrollLeft).toBeCloseTo((50 - 11.9) * scale, 1);
    // The column then spans the screen less its margins.
    expect((240 + 2 * 11.9) * scale).toBeCloseTo(374, 0);
  });

  it('always zooms in on a double tap, even on a column as wide as the page', () => {
    expect(zoomToColumn({ left: 10, right: 585 }, A4, 390).zoom).toBe(2);
    expect(zoomToColumn({ left: 290, right: 292 }, A4, 390).zoom).toBe(MAX_ZOOM);
  });
});
