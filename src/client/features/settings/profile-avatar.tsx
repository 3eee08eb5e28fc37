import { Camera, Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { cn } from '../../lib/cn';
import { CropAvatarDialog } from './crop-avatar-dialog';

type Props = {
  avatarUrl: string | null;
  /** The display name: its first letter, upper-cased, stands in when there is no picture. */
  name: string;
  /** 'round' on Edit Profile (the crop is shown as a circle). */
  cropShape?: 'rect' | 'round';
  size?: 'md' | 'lg';
};

/** The profile picture with a button to choose, crop and upload a new one. */
export function ProfileAvatar({ avatarUrl, name, cropShape = 'rect', size = 'md' }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const Icon = cropShape === 'round' ? Pencil : Camera;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // Any image the browser can show (spec 01: the settings avatar accepts any image): the
    // crop is re-encoded small before it is sent, so the onboarding step's 5MB limit is not needed.
    if (!file.type.startsWith('image/')) {
      notify.error('Please upload an image file');
      return;
    }
    setChosen(file);
  };

  const showImage = avatarUrl !== null && broken !== avatarUrl;
  return (
    <div className="relative shrink-0">
      {showImage ? (
        <img
          src={avatarUrl}
          alt="Your profile picture"
          className={cn('rounded-full object-cover', size === 'lg' ? 'size-28' : 'size-20')}
          onError={() => setBroken(avatarUrl)}
        />
      ) : (
        <span
          data-testid="avatar-initial"
          className={cn(
            'flex items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
            size === 'lg' ? 'size-28 text-4xl' : 'size-20 text-3xl',
          )}
          aria-label="Your profile picture (none yet)"
          role="img"
        >
          {initialOf(name)}
        </span>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a profile picture"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        aria-label="Change profile picture"
        className="absolute -bottom-1 -right-1 flex size-9 cursor-pointer items-center justify-center rounded-full border border-border bg-background shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
      <CropAvatarDialog file={chosen} cropShape={cropShape} onClose={() => setChosen(null)} />
    </div>
  );
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
