import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name, e.g. "Order sections". */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the chosen tab's value. Leave out to start at `defaultValue` (or the first tab). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Tabs over panels of one screen (Radix Tabs: role="tablist"/"tab"/"tabpanel", arrow keys move
 * between tabs, one Tab stop). For tabs that are pages with their own address, use <LinkTabs>.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsPrimitive.Root
      className={clsx('ui-tabs', className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <TabsPrimitive.List className="ui-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger key={tab.value} value={tab.value} disabled={tab.disabled} className="ui-tabs__tab">
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="ui-tabs__panel">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}

/**
 * The look of tabs for sub-pages with their own address (a book: Details, Pages, Reviews, Sales):
 * a <nav> of links, the current one marked aria-current="page" (links, not ARIA tabs, since each
 * one loads a page).
 */
export function LinkTabs({ label, links, className }: { label: string; links: readonly { to: string; label: ReactNode; end?: boolean }[]; className?: string }) {
  return (
    <nav aria-label={label} className={clsx('ui-tabs__list', 'ui-link-tabs', className)}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end ?? true} className="ui-tabs__tab">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
