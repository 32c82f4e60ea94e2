import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { endSentence } from './InvoiceDocument.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));
beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const money = (amount: number) => ({ amount, formatted: `৳${(amount / 100).toLocaleString('en-IN')}` });

function invoice(seller: string, paymentState: string) {
  return {
    __typename: 'QueryInvoiceSuccess',
    data: {
      id: 'SW52b2ljZTox',
      number: 'INV-2026-27-000042',
      fiscalYear: '2026-27',
      issuedAt: '2026-11-25T06:00:00.000Z',
      orderNumber: 'PG-2026-000042',
      placedAt: '2026-11-25T06:00:00.000Z',
      channel: 'ONLINE',
      outlet: null,
      seller: { name: seller, address: 'Banglabazar, Dhaka', phone: '01700000000', tradeLicence: 'TRAD/DNCC/000000/2026', bin: '000000000-0101' },
      buyer: { name: 'Rahim Uddin', phone: '01712345678', address: 'House 12, Dhanmondi' },
      lines: [{ title: 'Physics 1st Paper', quantity: 1, unitPrice: money(35000), lineTotal: money(35000) }],
      goodsTotal: money(35000),
      discountTotal: money(0),
      couponCode: null,
      deliveryCharge: money(6000),
      total: money(41000),
      totalInWords: 'Taka Four Hundred Ten Only',
      paymentMethod: 'Cash on delivery',
      paymentState,
      creditNotes: [],
    },
  };
}

async function openInvoice(seller: string, paymentState = 'Paid') {
  await renderRoute('/invoice/SW52b2ljZTox', mockEnvironment, { user: customer() });
  await resolveOperation(mockEnvironment, 'InvoicePageQuery', { invoice: invoice(seller, paymentState) });
  await screen.findByRole('heading', { name: 'Invoice', level: 1 });
}

describe("the customer's invoice", () => {
  it('thanks the seller with one full stop, also when the name ends with one ("Ltd.")', async () => {
    await openInvoice('Pathagar Books Ltd.');
    expect(screen.getByRole('contentinfo').textContent).toBe('Thank you for shopping with Pathagar Books Ltd. This invoice was issued electronically.');
  });

  it('ends a name without a full stop with one, and shows how the payment stands', async () => {
    await openInvoice('Pathagar Books', 'Paid');
    expect(screen.getByRole('contentinfo').textContent).toBe('Thank you for shopping with Pathagar Books. This invoice was issued electronically.');
    expect(screen.getByText('Payment: Cash on delivery — Paid')).toBeInTheDocument();
  });

  it('speaks Bangla: labels, the issue date with a Bangla month, money and quantities in Bangla digits, the print and PDF buttons', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/invoice/SW52b2ljZTox', mockEnvironment, { user: customer() });
      await resolveOperation(mockEnvironment, 'InvoicePageQuery', { invoice: invoice('Pathagar Books Ltd.', 'Paid') });
      expect(await screen.findByRole('heading', { name: 'ইনভয়েস', level: 1 })).toBeInTheDocument();
      expect(document.title).toContain('ইনভয়েস');
      expect(screen.getByText('অর্থবছর')).toBeInTheDocument();
      expect(screen.getByText('২৫ নভেম্বর, ২০২৬, ১২:০০')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'একক দাম' })).toBeInTheDocument();
      expect(screen.getAllByText('৳৩৫০')).toHaveLength(3);
      expect(screen.getByText('সর্বমোট').nextSibling).toHaveTextContent('৳৪১০');
      expect(screen.getByRole('contentinfo').textContent).toBe('Pathagar Books Ltd. থেকে কেনাকাটার জন্য ধন্যবাদ। এই ইনভয়েসটি ইলেকট্রনিকভাবে ইস্যু করা হয়েছে।');
      expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'পিডিএফ ডাউনলোড করুন' })).toBeInTheDocument();
    });
  });

  it('ends sentences once', () => {
    expect(['Ltd.', 'Ltd', 'Books & Co!', 'Shop  ', 'Boi Ghar?', 'ধন্যবাদ।'].map(endSentence)).toEqual(['Ltd.', 'Ltd.', 'Books & Co!', 'Shop.', 'Boi Ghar?', 'ধন্যবাদ।']);
  });
});
