import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../i18n/i18n.ts';
import './ConsentBanner.css';

export interface ConsentBannerProps {
  onAccept: () => void;
  onDecline: () => void;
}

/** The small tracking-consent banner at the foot of the page: nothing tracks until Accept. */
export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  const t = useT();
  return (
    <section className="consent-banner" role="region" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner__title">
        {t('marketing.consent.title')}
      </h2>
      <p className="consent-banner__text">
        {t('marketing.consent.body')}
      </p>
      <div className="consent-banner__actions">
        <Button variant="primary" size="sm" onClick={onAccept}>
          {t('marketing.consent.accept')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDecline}>
          {t('marketing.consent.decline')}
        </Button>
      </div>
    </section>
  );
}
