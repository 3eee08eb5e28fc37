import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { uploadAvatar, validateAvatarFile } from '../avatars/upload-avatar';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingData } from './onboarding-data';
import { useOnboardingNav } from './use-onboarding-nav';

export function ProfilePicStep() {
  const nav = useOnboardingNav('profile-pic');
  const [data, update] = useOnboardingData();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateAvatarFile(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setUploading(true);
    try {
      update({ profilePicture: await uploadAvatar(file) });
      notify.success('Profile picture uploaded successfully');
    } catch {
      notify.error('Failed to upload profile picture');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <OnboardingShell page="profile-pic" onBack={() => void nav.back()} title="Add a profile picture">
      <p className="mb-6 text-muted-foreground">Optional: it shows at the top of your pages.</p>
      <div className="mb-8 flex flex-col items-center gap-4">
        {data.profilePicture ? (
          <img src={data.profilePicture} alt="Your profile picture" className="size-32 rounded-full object-cover" />
        ) : (
          <span className="flex size-32 items-center justify-center rounded-full bg-muted" aria-hidden="true">
            <ImageUp className="size-10 text-muted-foreground" />
          </span>
        )}
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? 'Uploading...' : data.profilePicture ? 'Choose another picture' : 'Upload a picture'}
        </Button>
      </div>
      <Button size="lg" disabled={uploading || nav.saving} onClick={() => void nav.next()}>
        {data.profilePicture ? 'Continue' : 'Skip for now'}
      </Button>
    </OnboardingShell>
  );
}
