import { EmptyState, LinkButton } from '../../components/ui/index.ts';

/** For a page about the signed-in user when the session has ended meanwhile: why, and the way back in. */
export function SignInPrompt() {
  return (
    <EmptyState
      title="Your session has ended"
      description="Sign in again to continue where you were."
      action={
        <LinkButton to="/auth/login" variant="primary">
          Sign in
        </LinkButton>
      }
    />
  );
}
