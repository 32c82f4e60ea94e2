import { canvasSize, detailTile, MAX_CANVAS_PIXELS, MAX_PIXEL_RATIO } from './canvas-size.ts';

describe('canvasSize', () => {
  it("draws at a 3× phone's own ratio: three canvas pixels a CSS pixel", () => {
    // A 390 px phone at device pixel ratio 3: a page 374 × 529 on screen.
    const size = canvasSize(374, 529, 3);
    expect(MAX_PIXEL_RATIO).toBe(3);
    expect(size).toEqual({ width: 1122, height: 1587, ratio: 3 });
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(canvasSize(374, 529, 2)).toEqual({ width: 748, height: 1058, ratio: 2 });
  });

  it('never makes a canvas of more pixels than a phone takes, whatever the zoom', () => {
    // Zoomed in four times on the same phone.
    const size = canvasSize(374 * 4, 529 * 4, 3);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(size.ratio).toBeLessThan(MAX_PIXEL_RATIO);
    // The page keeps its shape.
    expect(size.width / size.height).toBeCloseTo(374 / 529, 2);
  });

  it('takes a missing or odd device pixel ratio as 1, and a larger one as 3', () => {
    expect(canvasSize(300, 400, 0)).toEqual({ width: 300, height: 400, ratio: 1 });
    expect(canvasSize(300, 400, 0.5)).toEqual({ width: 300, height: 400, ratio: 1 });
    expect(canvasSize(300, 400, Number.NaN)).toEqual({ width: 300, height: 400, ratio: 1 });
    expect(canvasSize(300, 400, 4).ratio).toBe(3);
  });
});

describe('detailTile', () => {
  it('draws the part on screen at the full ratio when the zoomed page is drawn below it', () => {
    // Zoomed 4× on a 3× phone: the whole page is drawn at a lower ratio, the screen's part at 3×.
    const page = canvasSize(374 * 4, 529 * 4, 3);
    const tile = detailTile({ left: 200.5, top: 300.2, width: 390, height: 700 }, page.ratio, 3)!;
    expect(tile).toMatchObject({ left: 200, top: 300, width: 391, height: 701, ratio: 3 });
    expect(tile.pixelWidth).toBe(1173);
    expect(tile.pixelWidth * tile.pixelHeight).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  });

  it('is not needed when the page is sharp already, or not on screen', () => {
    expect(detailTile({ left: 0, top: 0, width: 374, height: 529 }, 3, 3)).toBeNull();
    expect(detailTile({ left: 0, top: 0, width: 0, height: 0 }, 1.2, 3)).toBeNull();
  });
});
