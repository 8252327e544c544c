import { FormattedMessage } from 'react-intl';
import { OfflineSignInError } from '../api/offline-session';

/** Why signing in failed: the till's own reasons in the person's language, the server's as it words them. */
export function SignInError({ error }: { error: Error }) {
  if (!(error instanceof OfflineSignInError)) return error.message;
  switch (error.reason) {
    case 'notKnownHere':
      return (
        <FormattedMessage
          id="signIn.offline.notKnownHere"
          defaultMessage="The server cannot be reached, and only staff who have signed in on this till before can sign in without it."
        />
      );
    case 'locked':
      return (
        <FormattedMessage
          id="signIn.offline.locked"
          defaultMessage="Too many wrong PINs. Try again after {minutes} minutes."
          values={{ minutes: error.lockMinutes }}
        />
      );
    case 'wrongPin':
      return <FormattedMessage id="signIn.offline.wrongPin" defaultMessage="Wrong PIN" />;
  }
}
