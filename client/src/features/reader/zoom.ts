/**
 * The reader's zoom, as pure functions (the component only measures and applies them):
 *
 * - the zoom is a multiple of fit-to-width (1 = the page as wide as the screen), kept from page to page;
 * - the buttons step through ZOOM_STEPS, a pinch or ctrl+wheel scales continuously (clamped);
 * - a double tap zooms to the text column under the finger (`columnAt` on the page's text boxes,
 *   `zoomToColumn`), or back to fit when already zoomed.
 */

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 6;
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6] as const;
/** The stage's padding on each side (px): the page at fit is the stage's width less twice this. */
export const STAGE_PADDING = 8;
/** Wider screens read a page at most this wide at fit. */
export const MAX_FIT_WIDTH = 900;
/** Two taps within this time (ms) and distance (px) are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;

export interface Size {
  width: number;
  height: number;
}

export const clampZoom = (zoom: number) => (Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) : 1);

/** The width (CSS px) of a page at fit-to-width on a stage `stageWidth` wide. */
export const fitWidth = (stageWidth: number) => Math.max(1, Math.min(stageWidth - 2 * STAGE_PADDING, MAX_FIT_WIDTH));

/** The page's size on screen (CSS px) at `zoom` (a multiple of fit-to-width). */
export function pageCssSize(natural: Size, stageWidth: number, zoom: number): Size {
  const width = fitWidth(stageWidth) * zoom;
  return { width, height: (natural.height * width) / natural.width };
}

/** The next zoom step in a direction from `current` (the zoom buttons), or `current` at the end of the steps. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const steps = direction > 0 ? ZOOM_STEPS.filter((z) => z > current + 0.01) : ZOOM_STEPS.filter((z) => z < current - 0.01).reverse();
  return steps[0] ?? current;
}

/** The zoom after one ctrl+wheel event (a mouse notch is about 100, a trackpad's pinch sends small deltas). */
export function wheelZoom(current: number, deltaY: number): number {
  const delta = Math.max(-25, Math.min(25, deltaY));
  return clampZoom(current * Math.exp(-delta * 0.01));
}

/** The zoom during a two-finger pinch: the zoom it began at, scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clampZoom((startZoom * distance) / startDistance);
}

/** Whether a tap (time ms, x, y) is the second of a double tap after `previous`. */
export function isDoubleTap(previous: { at: number; x: number; y: number } | null, tap: { at: number; x: number; y: number }): boolean {
  return !!previous && tap.at - previous.at <= DOUBLE_TAP_MS && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX;
}

/** A run of text on the page, in page units with the origin top left. */
export interface TextBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Column {
  left: number;
  right: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
};

/**
 * Joins a page's text items (pdf.js gives words or runs) into line segments: items on the same line whose
 * gap is less than about a letter's height. A column gutter is wider, so a two-column page's lines stay two.
 */
export function textLines(boxes: TextBox[]): TextBox[] {
  const sorted = boxes.filter((b) => b.right > b.left && b.bottom > b.top).sort((a, b) => a.top - b.top || a.left - b.left);
  const lines: TextBox[] = [];
  for (const box of sorted) {
    const height = box.bottom - box.top;
    const middle = (box.top + box.bottom) / 2;
    const line = lines.find((l) => {
      const lineHeight = l.bottom - l.top;
      const sameLine = Math.abs((l.top + l.bottom) / 2 - middle) < Math.min(height, lineHeight) / 2;
      const gap = Math.max(box.left - l.right, l.left - box.right);
      return sameLine && gap < Math.max(height, lineHeight) * 1.2;
    });
    if (line) {
      line.left = Math.min(line.left, box.left);
      line.right = Math.max(line.right, box.right);
      line.top = Math.min(line.top, box.top);
      line.bottom = Math.max(line.bottom, box.bottom);
    } else {
      lines.push({ ...box });
    }
  }
  return lines;
}

/**
 * The text column under a point of the page (page units, origin top left): the lines that cross the point's
 * x (the nearest line's middle when none does), near its height first, their usual left and right edges
 * (a heading across the gutter or a short last line does not move them). Null on a page without text.
 */
export function columnAt(boxes: TextBox[], point: { x: number; y: number }, page: Size): Column | null {
  const lines = textLines(boxes);
  if (lines.length === 0) return null;
  let x = point.x;
  let crossing = lines.filter((l) => l.left <= x && l.right >= x);
  if (crossing.length === 0) {
    const distance = (l: TextBox) => Math.max(l.left - x, x - l.right, 0) + Math.max(l.top - point.y, point.y - l.bottom, 0) * 0.5;
    const nearest = lines.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    x = (nearest.left + nearest.right) / 2;
    crossing = lines.filter((l) => l.left <= x && l.right >= x);
  }
  // The lines around the finger tell the column best (a page may change layout); the whole page when few are near.
  const near = crossing.filter((l) => Math.abs((l.top + l.bottom) / 2 - point.y) < page.height / 4);
  const lines2 = near.length >= 3 ? near : crossing;
  const left = quantile(lines2.map((l) => l.left), 0.1);
  const right = quantile(lines2.map((l) => l.right), 0.9);
  return { left: Math.max(0, Math.min(left, x)), right: Math.min(page.width, Math.max(right, x)) };
}

/**
 * The zoom that makes `column` fill the stage (with a small margin), and the stage's horizontal scroll
 * that puts the column's left edge at the screen's left. A column nearly as wide as the page at fit
 * (a one-column page with narrow margins) gets twice the fit instead, so a double tap always zooms in.
 */
export function zoomToColumn(column: Column, page: Size, stageWidth: number): { zoom: number; scrollLeft: number } {
  const margin = page.width * 0.02;
  const fit = fitWidth(stageWidth);
  const columnWidth = Math.max(1, column.right - column.left + 2 * margin);
  let zoom = (page.width / columnWidth) * ((stageWidth - 2 * STAGE_PADDING) / fit);
  if (zoom < 1.2) zoom = 2;
  zoom = clampZoom(zoom);
  const scale = (fit * zoom) / page.width; // CSS px per page unit
  const scrollLeft = Math.max(0, STAGE_PADDING + (column.left - margin) * scale - STAGE_PADDING);
  return { zoom, scrollLeft };
}

/**
 * How far to scroll (px, add to the current scroll) so that the point of the page that was under `client`
 * (at `fraction` of the page's width or height) is there again after the page is laid out at its new size:
 * the page now starts at `start` on screen and is `size` long.
 */
export const scrollToKeep = (fraction: number, start: number, size: number, client: number) => start + fraction * size - client;
