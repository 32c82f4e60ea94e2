import { Link } from 'react-router';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';

/**
 * What /edit, /reports and /sales/stationary show to someone who is not a campus representative:
 * what the programme is and how to join, not an error.
 */
export function NotRepresentative() {
  return (
    <EmptyState
      title="This page is for campus representatives"
      description={
        <>
          Campus representatives share their own joining id with students at their college or university. Orders placed with it show up here,
          with the stationery they sold. To become a representative, <Link to="/info/contact">contact us</Link> with your name, institution and
          bKash number: the shop enrols you and gives you your code. Got a code from a representative? Enter it in your cart as the referral code.
        </>
      }
      action={
        <LinkButton to="/cart" variant="outline">
          Go to your cart
        </LinkButton>
      }
    />
  );
}

/** Links between the representative's screens. */
export const REPRESENTATIVE_LINKS = [
  { to: '/reports', label: 'Orders' },
  { to: '/sales/stationary', label: 'Stationery sales' },
  { to: '/edit', label: 'Profile' },
] as const;
