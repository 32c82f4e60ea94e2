import { canvasSize, MAX_CANVAS_PIXELS, MAX_PIXEL_RATIO } from './canvas-size.ts';

describe('canvasSize', () => {
  it('draws sharp on a dense phone screen, at most at twice the CSS size', () => {
    // A 390 px phone at device pixel ratio 3: a page 374 × 529 on screen.
    const size = canvasSize(374, 529, 3);
    expect(size.ratio).toBe(MAX_PIXEL_RATIO);
    expect(size).toEqual({ width: 748, height: 1058, ratio: 2 });
  });

  it('never makes a canvas of more pixels than a phone takes, whatever the zoom', () => {
    // Zoomed in four times on the same phone.
    const size = canvasSize(374 * 4, 529 * 4, 3);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(size.ratio).toBeLessThan(MAX_PIXEL_RATIO);
    // The page keeps its shape.
    expect(size.width / size.height).toBeCloseTo(374 / 529, 2);
  });

  it('takes a missing or odd device pixel ratio as 1', () => {
    expect(canvasSize(300, 400, 0)).toEqual({ width: 300, height: 400, ratio: 1 });
    expect(canvasSize(300, 400, 0.5)).toEqual({ width: 300, height: 400, ratio: 1 });
    expect(canvasSize(300, 400, Number.NaN)).toEqual({ width: 300, height: 400, ratio: 1 });
  });
});
