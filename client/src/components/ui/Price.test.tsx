import { render, screen } from '@testing-library/react';
import { formatTaka } from '#shared/money.ts';
import { Price } from './Price.tsx';

describe('Price', () => {
  it('groups Taka the Bangladeshi way (lakh, crore)', () => {
    expect(formatTaka(125_000_00)).toBe('৳1,25,000');
    expect(formatTaka(1_25_00_000_00)).toBe('৳1,25,00,000');
    expect(formatTaka(1_250_50)).toBe('৳1,250.50');
    render(<Price amount={125_000_00} />);
    expect(screen.getByText('৳1,25,000')).toBeInTheDocument();
  });

  it('strikes through a higher compare-at price and says "was" to screen readers', () => {
    const { container } = render(<Price amount={1_250_00} compareAt={1_500_00} />);
    expect(container.firstChild).toHaveTextContent('৳1,250, was ৳1,500');
    expect(screen.getByText('৳1,500').tagName).toBe('S');
  });

  it('shows no compare-at price that is not higher', () => {
    const { container } = render(<Price amount={1_250_00} compareAt={1_250_00} />);
    expect(container.firstChild).toHaveTextContent(/^৳1,250$/);
    expect(container.querySelector('s')).toBeNull();
  });
});
