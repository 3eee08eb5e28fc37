import { useEffect } from 'react';
import { notify } from '../../components/notify';
import { Card, CardContent } from '../../components/ui/card';
import { trpc } from '../../lib/trpc';
import { AccessTokensCard } from './access-tokens-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';
import { ProfileAvatar } from './profile-avatar';
import { ProfileInfoForm } from './profile-info-form';
import { SettingsShell } from './settings-shell';

/** /settings/profile: Edit Profile (spec 01 §2). */
export function ProfilePage() {
  const profile = trpc.settings.profile.useQuery();

  useEffect(() => {
    // One toast however often the load fails again (a retry, a remount): sonner keeps one per id.
    if (profile.isError) notify.error('Error loading profile', { id: 'profile-load-error', description: 'There was a problem loading your profile data.' });
  }, [profile.isError]);

  let details;
  if (profile.isPending) {
    details = (
      <Card>
        <CardContent className="p-6 text-muted-foreground" role="status">
          Loading...
        </CardContent>
      </Card>
    );
  } else if (profile.isError) {
    details = (
      <Card>
        <CardContent className="p-6 text-destructive" role="alert">
          There was a problem loading your profile data.
        </CardContent>
      </Card>
    );
  } else {
    const p = profile.data;
    const name = `${p.firstName} ${p.lastName}`.trim();
    details = (
      <>
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-6">
            <ProfileAvatar avatarUrl={p.avatarUrl} name={name || p.email} cropShape="round" size="lg" />
            <p className="text-lg font-semibold break-words text-center">{name}</p>
          </CardContent>
        </Card>
        <ProfileInfoForm profile={p} />
      </>
    );
  }

  return (
    <SettingsShell title="Edit Profile" description="Update your personal information, password and account.">
      <div className="grid gap-6">
        {details}
        <AccessTokensCard />
        <PasswordCard />
        <DeleteAccountCard />
      </div>
    </SettingsShell>
  );
}
