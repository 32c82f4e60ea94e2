import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Component as UiGalleryPage } from './UiGalleryPage.tsx';

test('the design-system page draws every primitive in the light and the dark mode', () => {
  render(
    <MemoryRouter>
      <UiGalleryPage />
    </MemoryRouter>,
  );
  const sections = ['Colour tokens', 'Type', 'Button and LinkButton', 'Input, Select, Textarea, fields', 'Checkbox and radio', 'Badge and Price', 'Skeleton', 'Empty state', 'Table, ListCount and Pagination', 'Tabs', 'Combobox', 'Toast'];
  for (const section of sections) expect(screen.getAllByRole('heading', { name: section, level: 2 })).toHaveLength(2);
  expect(document.querySelector('[data-color-mode="light"] .ui-button--primary')).not.toBeNull();
  expect(document.querySelector('[data-color-mode="dark"] .ui-button--primary')).not.toBeNull();
  expect(screen.getAllByText('৳1,25,000').length).toBeGreaterThanOrEqual(2);
});
