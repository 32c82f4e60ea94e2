/** The dialog moved into the design system (components/ui/Dialog.tsx, on Radix); this path stays for the screens that import it. */
export { Dialog, DialogActions, DialogClose, type DialogProps } from './ui/Dialog.tsx';
