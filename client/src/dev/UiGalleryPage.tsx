/**
 * /dev/ui, in development only (main.tsx registers it when import.meta.env.DEV; the production build
 * leaves it out): every primitive of components/ui in the light and the dark mode side by side, to
 * look at while changing a token or a primitive. Dialogs, sheets and menus open over the whole page,
 * in the page's own mode (the switch at the top).
 */
import { useState, type ReactNode } from 'react';
import { toast } from '../components/toast/toast-store.ts';
import { Toaster } from '../components/toast/Toaster.tsx';
import {
  Badge,
  Button,
  Checkbox,
  CheckboxField,
  Combobox,
  Dialog,
  DialogActions,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLink,
  DropdownMenuSeparator,
  EmptyState,
  FieldFrame,
  FormError,
  Input,
  LinkButton,
  LinkTabs,
  ListCount,
  Pagination,
  Price,
  Radio,
  RadioGroup,
  Select,
  Sheet,
  Skeleton,
  SkeletonText,
  Table,
  TableHead,
  Tabs,
  Textarea,
  ToastView,
  type BadgeTone,
  type ButtonVariant,
  type ComboboxOption,
} from '../components/ui/index.ts';
import { useColorMode } from '../lib/color-mode.ts';
import './ui-gallery.css';

const COLOURS = ['bg', 'fg', 'muted', 'surface', 'border', 'border-strong', 'accent', 'primary', 'primary-soft', 'danger', 'danger-soft', 'success', 'warning'];
const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];
const TONES: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];
const AUTHORS: ComboboxOption[] = [
  { id: '1', label: 'হুমায়ূন আহমেদ', detail: '12 products' },
  { id: '2', label: 'Muhammed Zafar Iqbal', detail: '8 products' },
  { id: '3', label: 'Rezaul Faruque', detail: '3 products' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-gallery__section">
      <h2>{title}</h2>
      <div className="ui-gallery__row">{children}</div>
    </section>
  );
}

function Primitives() {
  const [checked, setChecked] = useState(true);
  const [place, setPlace] = useState('dhaka');
  return (
    <>
      <Section title="Colour tokens">
        {COLOURS.map((name) => (
          <span key={name} className="ui-gallery__swatch">
            <span style={{ background: `var(--color-${name})` }} />
            {name}
          </span>
        ))}
      </Section>
      <Section title="Type">
        <div>
          <p className="ui-gallery__display">উচ্চতর গণিত ১ম পত্র</p>
          <p>Bangla and ৳ in Noto Sans Bengali, Latin in the system font: অর্থনীতি ২য় পত্র — ৳1,25,000</p>
          <p style={{ fontWeight: 700 }}>Bold: জাফর ইকবাল ৳৪৫০</p>
        </div>
      </Section>
      <Section title="Button and LinkButton">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button size="sm">Small</Button>
        <Button size="lg" variant="primary">
          Large
        </Button>
        <Button disabled>Disabled</Button>
        <LinkButton to="/dev/ui" variant="outline">
          LinkButton
        </LinkButton>
      </Section>
      <Section title="Input, Select, Textarea, fields">
        <FieldFrame label="Phone number" hint="Bangladeshi mobile number">
          {({ id, describedBy }) => <Input id={id} type="tel" inputMode="tel" placeholder="01XXXXXXXXX" aria-describedby={describedBy} />}
        </FieldFrame>
        <FieldFrame label="HSC batch" error="HSC Batch is required">
          {({ id, describedBy }) => (
            <Select id={id} invalid aria-describedby={describedBy} defaultValue="">
              <option value="" disabled>
                Choose a batch
              </option>
              <option>HSC 2026</option>
            </Select>
          )}
        </FieldFrame>
        <FieldFrame label="Note">{({ id }) => <Textarea id={id} rows={2} defaultValue="Leave at the gate" />}</FieldFrame>
        <FormError message="The server refused this form." />
      </Section>
      <Section title="Checkbox and radio">
        <CheckboxField label="Published" checked={checked} onChange={setChecked} hint="Shown in the shop" />
        <Checkbox aria-label="Indeterminate" checked="indeterminate" />
        <RadioGroup aria-label="Delivery place" value={place} onValueChange={setPlace}>
          <Radio value="dhaka" label="Inside Dhaka" description="৳60" />
          <Radio value="outside" label="Outside Dhaka" description="৳120" />
        </RadioGroup>
      </Section>
      <Section title="Badge and Price">
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        {TONES.map((tone) => (
          <Badge key={`${tone}-solid`} tone={tone} appearance="solid">
            {tone}
          </Badge>
        ))}
        <Price amount={125_000_00} size="lg" />
        <Price amount={81_000} compareAt={94_000} />
        <Price amount={6_500} size="sm" />
      </Section>
      <Section title="Skeleton">
        <div className="ui-gallery__skeleton">
          <Skeleton height="8rem" />
          <SkeletonText lines={3} />
          <Skeleton circle width="2.5rem" height="2.5rem" />
        </div>
      </Section>
      <Section title="Empty state">
        <EmptyState title="Your cart is empty" description="Books you add show up here." action={<LinkButton to="/dev/ui">Browse books</LinkButton>} />
        <EmptyState tone="error" title="This list could not load" description="Check your connection." action={<Button>Try again</Button>} />
      </Section>
      <Section title="Table, ListCount and Pagination">
        <div className="ui-gallery__wide">
          <ListCount shown={2} total={134} noun={{ one: 'book', many: 'books' }} />
          <Table aria-label="Books" dense>
            <TableHead columns={['Title', 'Section', { label: 'Price', numeric: true }, 'Status', { label: 'Actions', hidden: true }]} />
            <tbody>
              <tr>
                <td>উচ্চতর গণিত ১ম পত্র সহজ পাঠ</td>
                <td>Academic</td>
                <td className="ui-table__number">৳880</td>
                <td>
                  <Badge tone="success">Published</Badge>
                </td>
                <td>
                  <Button size="sm">Edit</Button>
                </td>
              </tr>
              <tr>
                <td>BUTEX Admission Higher Math Shortcuts, a title long enough to make the table scroll on a phone</td>
                <td>Engineering</td>
                <td className="ui-table__number">৳1,25,000</td>
                <td>
                  <Badge>Draft</Badge>
                </td>
                <td>
                  <Button size="sm">Edit</Button>
                </td>
              </tr>
            </tbody>
          </Table>
          <Pagination hasNext loading={false} onLoadMore={() => {}} />
        </div>
      </Section>
      <Section title="Tabs">
        <div className="ui-gallery__wide">
          <Tabs
            label="Book sections"
            tabs={[
              { value: 'details', label: 'Details', content: <p>The details panel.</p> },
              { value: 'reviews', label: 'Reviews', content: <p>The reviews panel.</p> },
              { value: 'sales', label: 'Sales', content: <p>The sales panel.</p>, disabled: true },
            ]}
          />
          <LinkTabs
            label="Book pages"
            links={[
              { to: '/dev/ui', label: 'This page' },
              { to: '/', label: 'The shop' },
            ]}
          />
        </div>
      </Section>
      <Section title="Combobox">
        <Combobox
          label="Search authors"
          placeholder="Type a name"
          search={async (term) => AUTHORS.filter((author) => author.label.toLowerCase().includes(term.toLowerCase()))}
          onPick={(author) => toast({ title: `Picked ${author.label}` })}
          chosenIds={['3']}
        />
      </Section>
      <Section title="Toast">
        <ToastView title="Added to cart" description="HSC Physics, 1st paper" onClose={() => {}} />
        <ToastView title="Payment failed" description="The gateway did not answer." variant="destructive" onClose={() => {}} />
      </Section>
    </>
  );
}

function Overlays() {
  const [open, setOpen] = useState(false);
  return (
    <div className="ui-gallery__row">
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open a dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Remove this book?" description="It leaves your cart; you can add it again.">
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button variant="danger" onClick={() => setOpen(false)}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
      <Sheet title="Menu" trigger={<Button>Open a sheet</Button>}>
        <p>Sections would be listed here.</p>
      </Sheet>
      <Sheet title="Filters" side="bottom" trigger={<Button>Open a bottom sheet</Button>}>
        <p>Filters would be here.</p>
      </Sheet>
      <DropdownMenu label="Signed in as Karim" trigger={<Button variant="ghost">Menu ▾</Button>}>
        <DropdownMenuLink to="/dev/ui">Profile</DropdownMenuLink>
        <DropdownMenuItem onSelect={() => toast({ title: 'Chosen' })}>An action</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => toast({ title: 'Signed out', variant: 'destructive' })}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenu>
      <Button onClick={() => toast({ title: 'Saved', description: 'One toast at a time: this replaces the last.' })}>Show a toast</Button>
      <Button variant="danger" onClick={() => toast({ title: 'Could not save', description: 'The server is down.', variant: 'destructive' })}>
        Show an error toast
      </Button>
    </div>
  );
}

/** The route module: react-router's lazy() takes `Component`. */
export function Component() {
  const { value, setPreference } = useColorMode();
  return (
    <div className="ui-gallery">
      <header className="ui-gallery__header">
        <h1>Design system</h1>
        <p>Every primitive of components/ui in both colour modes (development only).</p>
        <Button onClick={() => setPreference(value === 'dark' ? 'light' : 'dark')}>Page mode: {value}</Button>
        <Overlays />
      </header>
      <div className="ui-gallery__modes">
        <div className="ui-gallery__mode" data-color-mode="light">
          <p className="ui-gallery__mode-name">light</p>
          <Primitives />
        </div>
        <div className="ui-gallery__mode" data-color-mode="dark">
          <p className="ui-gallery__mode-name">dark</p>
          <Primitives />
        </div>
      </div>
      <Toaster />
    </div>
  );
}
