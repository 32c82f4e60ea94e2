import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LinkTabs, Tabs } from './Tabs.tsx';

const TABS = [
  { value: 'details', label: 'Details', content: <p>The details</p> },
  { value: 'reviews', label: 'Reviews', content: <p>The reviews</p> },
  { value: 'sales', label: 'Sales', content: <p>The sales</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the first panel, and moves between tabs with the arrow keys, skipping a disabled one', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Book sections" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Book sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('The details');

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('The reviews');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  });

  it('tells a controlled owner which tab was chosen', async () => {
    const onValueChange = jest.fn();
    render(<Tabs label="Book sections" tabs={TABS} value="details" onValueChange={onValueChange} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(onValueChange).toHaveBeenCalledWith('reviews');
  });
});

describe('LinkTabs', () => {
  it('are links in a named navigation, the current page marked', () => {
    render(
      <MemoryRouter initialEntries={['/admin/books/1/reviews']}>
        <LinkTabs
          label="Book"
          links={[
            { to: '/admin/books/1', label: 'Details' },
            { to: '/admin/books/1/reviews', label: 'Reviews' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Details' })).not.toHaveAttribute('aria-current');
  });
});
