import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';

/** For a page about the signed-in user when the session has ended meanwhile: why, and the way back in. */
export function SignInPrompt() {
  const t = useT();
  return (
    <EmptyState
      title={t('account.prompt.title')}
      description={t('account.prompt.body')}
      action={
        <LinkButton to="/auth/login" variant="primary">
          {t('account.prompt.signIn')}
        </LinkButton>
      }
    />
  );
}
