import type { ComponentProps } from 'react';
import { Button } from '../ui/Button.tsx';
import { MenuIcon } from '../ui/icons.tsx';

/** The shop's sections, in the header on wide screens and in the menu sheet on phones and tablets. */
export const SHOP_SECTIONS = [
  ['/academic', 'Academic'],
  ['/engineering', 'Engineering'],
  ['/medical', 'Medical'],
  ['/varsity', 'Varsity'],
  ['/ebook', 'Ebooks'],
  ['/stationery', 'Stationery'],
  ['/bundle', 'Bundles'],
  ['/content', 'Courses'],
] as const;

/** The information pages, in the footer and at the bottom of the menu sheet. */
export const INFO_PAGES = [
  ['/info/about', 'About'],
  ['/info/contact', 'Contact'],
  ['/info/privacy-policy', 'Privacy policy'],
  ['/info/refund', 'Refund'],
  ['/info/cancelation', 'Cancelation'],
  ['/info/termsandconditions', 'Terms and conditions'],
] as const;

/** The header's Menu button (phones and tablets): the same before and after the sheet's code has loaded. */
export function MenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="site-header__menu" aria-label="Menu" {...props}>
      <MenuIcon size={24} />
    </Button>
  );
}
