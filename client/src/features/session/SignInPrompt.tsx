import { Link } from 'react-router';

/** For a page about the signed-in user when the session has ended meanwhile. */
export function SignInPrompt() {
  return (
    <p>
      Your session has ended. <Link to="/auth/login">Sign in</Link> to continue.
    </p>
  );
}
