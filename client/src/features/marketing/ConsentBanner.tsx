import { Button } from '../../components/ui/Button.tsx';
import './ConsentBanner.css';

export interface ConsentBannerProps {
  onAccept: () => void;
  onDecline: () => void;
}

/** The small tracking-consent banner at the foot of the page: nothing tracks until Accept. */
export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  return (
    <section className="consent-banner" role="region" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner__title">
        Cookies and ads
      </h2>
      <p className="consent-banner__text">
        May we use advertising and analytics cookies to measure our ads and improve the shop? Nothing of the kind is loaded unless you accept.
      </p>
      <div className="consent-banner__actions">
        <Button variant="primary" size="sm" onClick={onAccept}>
          Accept
        </Button>
        <Button variant="outline" size="sm" onClick={onDecline}>
          Decline
        </Button>
      </div>
    </section>
  );
}
