// Small helpers of the Import screen.

/** The file's bytes as base64 (the server detects the text encoding from the bytes). */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM-dd' as '5 Nov 2026'. */
export function shortDate(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
