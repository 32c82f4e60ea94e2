/** The staff pickers' search box is the design system's combobox (components/ui/Combobox.tsx, on downshift). */
export { Combobox, type ComboboxOption } from '../../components/ui/Combobox.tsx';
