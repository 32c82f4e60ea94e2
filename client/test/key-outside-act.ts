/**
 * Puts `text` in `box` with one input event as a browser delivers a key: outside act(), so React
 * renders the event's update but runs no effects before this returns. Returns the box's value right
 * after the event. A controlled box whose text is only taken in an effect (downshift's
 * onInputValueChange) shows the text before the key at that moment, and a key typed then is lost.
 */
export function typeOutsideAct(box: HTMLElement, text: string): string {
  const input = box as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return input.value;
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
