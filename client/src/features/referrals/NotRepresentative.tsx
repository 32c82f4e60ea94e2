import { Link } from 'react-router';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';

/**
 * What /edit, /reports and /sales/stationary show to someone who is not a campus representative:
 * what the programme is and how to join, not an error.
 */
export function NotRepresentative() {
  const t = useT();
  const rich = useRichT();
  return (
    <EmptyState
      title={t('referrals.not.title')}
      description={rich('referrals.not.body', {}, { contact: <Link to="/info/contact">{t('referrals.not.contact')}</Link> })}
      action={
        <LinkButton to="/cart" variant="outline">
          {t('referrals.not.cart')}
        </LinkButton>
      }
    />
  );
}

/** Links between the representative's screens, in the interface language. */
export function useRepresentativeLinks() {
  const t = useT();
  return [
    { to: '/reports', label: t('referrals.tab.orders') },
    { to: '/sales/stationary', label: t('referrals.tab.stationery') },
    { to: '/edit', label: t('referrals.tab.profile') },
  ] as const;
}
