import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { inLanguage } from '../../test/languages.ts';
import { ErrorView } from './ErrorView.tsx';
import { RefusedView } from './RefusedView.tsx';

describe('the error and refusal views', () => {
  it('read in English by default', () => {
    render(
      <MemoryRouter>
        <ErrorView />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while loading this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('read in Bangla: the 500 view with its retry, and the 403 view with a way home (permission names stay staff English)', async () => {
    await inLanguage('bn', () => {
      const view = render(
        <MemoryRouter>
          <ErrorView />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { name: 'সার্ভারে সমস্যা' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
      view.unmount();

      render(
        <MemoryRouter>
          <RefusedView permissions={['orders.manage']} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { name: 'অনুমতি নেই' })).toBeInTheDocument();
      expect(screen.getByText('এই পাতাটি খোলার অনুমতি আপনার নেই।')).toBeInTheDocument();
      expect(screen.getByText('এর জন্য এই অনুমতিটি লাগবে:')).toBeInTheDocument();
      expect(screen.getByText('orders.manage')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'প্রথম পাতায় যান' })).toHaveAttribute('href', '/');
    });
  });
});
