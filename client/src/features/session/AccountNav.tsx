import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { toast } from '../../components/toast/toast-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { requestJson } from '../../lib/http.ts';
import { useSession } from './session-store.ts';
import { canOpenAdmin, canOpenAgent } from './session-user.ts';

function SignOutButton() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await requestJson('/api/auth/logout', { method: 'POST' });
      await refresh();
      await navigate('/');
    } catch (error) {
      toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <button type="button" className="link-button" onClick={signOut} disabled={signingOut}>
      {signingOut ? 'Signing out...' : 'Sign out'}
    </button>
  );
}

/** The header's account links: `Sign in` when signed out; the user's name, Admin/Support for staff, and `Sign out` when signed in. */
export function AccountNav() {
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) return <NavLink to="/auth/login">Sign in</NavLink>;
  return (
    <>
      {canOpenAdmin(user) && <Link to="/admin">Admin</Link>}
      {canOpenAgent(user) && <Link to="/agent">Support</Link>}
      <NavLink to="/profile">{user.name}</NavLink>
      <SignOutButton />
    </>
  );
}
