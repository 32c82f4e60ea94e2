import type { ComponentProps } from 'react';
import { Button } from '../ui/Button.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { useT, type MessageId } from '../../i18n/i18n.ts';

/** The shop's sections, in the header on wide screens and in the menu sheet on phones and tablets (English name, message id). */
export const SHOP_SECTIONS = [
  ['/academic', 'Academic', 'section.academic'],
  ['/engineering', 'Engineering', 'section.engineering'],
  ['/medical', 'Medical', 'section.medical'],
  ['/varsity', 'Varsity', 'section.varsity'],
  ['/ebook', 'Ebooks', 'section.ebook'],
  ['/stationery', 'Stationery', 'section.stationery'],
  ['/bundle', 'Bundles', 'section.bundle'],
  ['/content', 'Courses', 'section.content'],
] as const satisfies readonly (readonly [string, string, MessageId])[];

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
  const t = useT();
  return (
    <Button variant="ghost" size="icon" className="site-header__menu" aria-label={t('header.menu')} {...props}>
      <MenuIcon size={24} />
    </Button>
  );
}
