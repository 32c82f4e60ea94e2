/** The textarea and checkbox fields of the catalogue forms are the design system's (components/ui/Field.tsx). */
export { CheckboxField, FieldFrame, TextAreaField, type FieldFrameProps } from '../../components/ui/Field.tsx';
