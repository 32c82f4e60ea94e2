/** The form fields moved into the design system (components/ui/Field.tsx); this path stays for the screens that import it. */
export { CheckboxField, FieldFrame, FormError, SelectField, TextAreaField, TextField, type FieldFrameProps } from '../ui/Field.tsx';
