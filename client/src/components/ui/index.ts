/**
 * The design system's primitives (client/README.md, "Design system"). Screens import from here:
 * `import { Button, Price } from '../../components/ui/index.ts'`.
 */
export { Announcement } from './Announcement.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { Button, LinkButton, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant, type LinkButtonProps } from './Button.tsx';
export { Checkbox, type CheckboxProps, type CheckedState } from './Checkbox.tsx';
export { Combobox, COMBOBOX_SEARCH_DELAY_MS, type ComboboxOption, type ComboboxProps } from './Combobox.tsx';
export { Dialog, DialogActions, DialogClose, Sheet, type DialogProps, type SheetProps } from './Dialog.tsx';
export { DropdownMenu, DropdownMenuItem, DropdownMenuLink, DropdownMenuSeparator, type DropdownMenuProps } from './DropdownMenu.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { CheckboxField, FieldFrame, FormError, SelectField, TextAreaField, TextField, type FieldFrameProps, type SelectFieldProps } from './Field.tsx';
export { Input, Select, Textarea, type InputProps, type SelectProps, type TextareaProps } from './Input.tsx';
export { countOf, ListCount, Pagination, type ListCountProps, type Noun, type PaginationProps } from './Pagination.tsx';
export { Price, type PriceProps } from './Price.tsx';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './Radio.tsx';
export { Table, TableHead, type TableColumn, type TableProps } from './Table.tsx';
export { LinkTabs, Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export { ToastView, ToastViewport, type ToastViewProps } from './Toast.tsx';
export { Skeleton, SkeletonText, type SkeletonProps } from './Skeleton.tsx';
export { CartIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, MenuIcon, SearchIcon, UserIcon } from './icons.tsx';
export { FitWidthIcon, ListIcon, MoonIcon, SunIcon, ZoomInIcon, ZoomOutIcon } from './reader-icons.tsx';
