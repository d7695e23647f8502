import { useProfileQuery } from './account-queries.ts';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { QueryBlock } from './QueryBlock.tsx';

/** /myaccount/my-profile: contact and company details, the password, and the sign-in address. */
export function ProfilePage() {
  const profile = useProfileQuery();
  return (
    <QueryBlock query={profile}>
      {(user) => (
        <div className="account-stack">
          <div className="account-card">
            <ProfileForm profile={user} />
          </div>
          <div className="account-card">
            <PasswordForm />
          </div>
          <div className="account-card">
            <EmailChangeForm profile={user} />
          </div>
        </div>
      )}
    </QueryBlock>
  );
}
