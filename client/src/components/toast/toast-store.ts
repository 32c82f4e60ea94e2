import { useSyncExternalStore } from 'react';

/** How a toast looks: a neutral notice or an error. */
export type ToastVariant = 'default' | 'destructive';

/** A link the toast offers, e.g. "View cart" after an add (reached with F8 from the keyboard). */
export interface ToastAction {
  label: string;
  to: string;
}

/** One notification as the Toaster renders it. */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  action?: ToastAction;
  /** The element the toast is about (the button that added): the toast is placed where it does not cover it. */
  avoid?: Element | null;
}

/** What a caller passes to `toast()` or `update()`. */
export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  avoid?: Element | null;
}

/** A handle on a toast that has been shown. */
export interface ToastHandle {
  id: string;
  dismiss(): void;
  update(patch: ToastInput): void;
}

/** How many toasts are kept at once; a new toast replaces the oldest. */
export const TOAST_LIMIT = 1;

/** Milliseconds a dismissed toast stays in the list (closed) before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: readonly Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given; closed toasts are removed after TOAST_REMOVE_DELAY. */
export function dismiss(id?: string): void {
  const matches = (t: Toast) => id === undefined || t.id === id;
  for (const t of toasts) if (matches(t)) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (matches(t) ? { ...t, open: false } : t)));
}

function update(id: string, patch: ToastInput): void {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)));
}

/** Shows a toast (replacing older ones beyond TOAST_LIMIT) and returns a handle on it. */
export function toast(input: ToastInput): ToastHandle {
  const id = String(++nextId);
  const created: Toast = { ...input, id, variant: input.variant ?? 'default', open: true };
  const kept = toasts.slice(0, TOAST_LIMIT - 1);
  for (const evicted of toasts.slice(TOAST_LIMIT - 1)) cancelRemoval(evicted.id);
  setToasts([created, ...kept]);
  return { id, dismiss: () => dismiss(id), update: (patch) => update(id, patch) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToasts = () => toasts;

/** The current toasts (open and recently closed) plus the functions that change them. */
export function useToast(): { toasts: readonly Toast[]; toast: typeof toast; dismiss: typeof dismiss } {
  return { toasts: useSyncExternalStore(subscribe, getToasts, getToasts), toast, dismiss };
}
