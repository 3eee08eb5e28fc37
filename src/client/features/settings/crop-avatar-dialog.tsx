import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { trpc } from '../../lib/trpc';
import { uploadAvatar } from '../avatars/upload-avatar';

type Props = {
  /** The chosen image; the dialog is open while there is one. */
  file: File | null;
  /** Edit Profile shows the crop as a circle; the stored picture is square either way. */
  cropShape?: 'rect' | 'round';
  onClose: () => void;
};

/**
 * 'Crop Profile Picture': a square crop of the chosen image, zoom 1 to 3, 300 px high.
 * The crop is drawn here at 512 px at most and re-encoded (WebP, else PNG), so any image the
 * browser can show (a 20 MB photo, an SVG) is sent as a small still picture; the server
 * decodes, scales and re-encodes it again.
 */
export function CropAvatarDialog({ file, cropShape = 'rect', onClose }: Props) {
  const utils = trpc.useUtils();
  // Tied to its file, so a stale (revoked) address is never shown for a new file.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const source = preview && preview.file === file ? preview.url : null;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setNatural(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const apply = async () => {
    if (!file || !source || !area || !natural) return;
    setUploading(true);
    try {
      await uploadAvatar(await croppedPicture(source!, wholePixelsInside(area, natural)));
      await Promise.all([utils.settings.profile.invalidate(), utils.auth.session.invalidate()]);
      notify.success('Profile picture uploaded successfully');
      onClose();
    } catch {
      notify.error('Failed to upload profile picture');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !uploading && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crop Profile Picture</DialogTitle>
          <DialogDescription>Drag to position your picture and use the slider to zoom.</DialogDescription>
        </DialogHeader>
        <div className="relative h-[300px] w-full overflow-hidden rounded-md bg-muted">
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={3}
              aspect={1}
              cropShape={cropShape}
              showGrid={cropShape === 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={(size) => setNatural({ width: size.naturalWidth, height: size.naturalHeight })}
              mediaProps={{ alt: 'The picture being cropped' }}
            />
          )}
        </div>
        <div className="grid gap-2">
          <label htmlFor="avatar-zoom" className="text-sm font-medium">
            Zoom
          </label>
          <input
            id="avatar-zoom"
            type="range"
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="w-full accent-primary"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={uploading} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={uploading || !area || !natural} onClick={() => void apply()}>
            {uploading ? 'Uploading...' : 'Apply & Upload'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The longest side the re-encoded picture keeps (the server stores 512 px at most). */
const PICTURE_SIDE = 512;

/** The crop of the image at `url`, drawn on a canvas no larger than PICTURE_SIDE, as WebP (PNG where the browser has no WebP encoder). */
async function croppedPicture(url: string, crop: { x: number; y: number; width: number; height: number }): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, PICTURE_SIDE / Math.max(crop.width, crop.height));
  canvas.width = Math.max(1, Math.round(crop.width * scale));
  canvas.height = Math.max(1, Math.round(crop.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the picture'))), 'image/webp', 0.9),
  );
}

/** The crop in whole pixels, kept inside the image (the server refuses anything else). */
function wholePixelsInside(area: Area, image: { width: number; height: number }) {
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - 1);
  const width = Math.max(1, Math.min(Math.round(area.width), image.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height - y));
  return { x, y, width, height };
}
