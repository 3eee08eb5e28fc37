import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** How many avatars a user keeps on disk: the newest one is served, older ones are pruned. */
const AVATARS_KEPT = 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AVATAR_FILE = /^avatar-(\d{1,16})\.jpg$/;

export const isUserId = (value: string) => UUID.test(value);

/**
 * `{dataDir}/uploads/avatars/{userId}`. The folder is built from a UUID and nothing else,
 * so no request can point it anywhere else.
 */
function avatarDir(dataDir: string, userId: string): string {
  if (!isUserId(userId)) throw new Error('avatar folder asked for an id that is not a UUID');
  return path.join(dataDir, 'uploads', 'avatars', userId.toLowerCase());
}

type StoredAvatar = { version: number; file: string };

/** A user's avatars, newest (highest version) first; none when the folder does not exist. */
async function listAvatars(dataDir: string, userId: string): Promise<StoredAvatar[]> {
  const dir = avatarDir(dataDir, userId);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => ({ name, match: AVATAR_FILE.exec(name) }))
    .filter((n) => n.match)
    .map((n) => ({ version: Number(n.match![1]), file: path.join(dir, n.name) }))
    .sort((a, b) => b.version - a.version);
}

/**
 * Stores a new avatar as `avatar-{version}.jpg` (mode 0644) and prunes all but the newest
 * few. The version is the timestamp, raised past the newest file's if needed so the new
 * file is always the newest. The file appears whole or not at all (written aside, then linked).
 */
export async function saveAvatar(dataDir: string, userId: string, jpeg: Buffer, timestamp: number): Promise<number> {
  const dir = avatarDir(dataDir, userId);
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  const temp = path.join(dir, `.upload-${randomUUID()}.tmp`);
  await fs.writeFile(temp, jpeg, { mode: 0o644, flag: 'wx' });
  try {
    await fs.chmod(temp, 0o644); // whatever the umask
    let version = Math.max(timestamp, ((await listAvatars(dataDir, userId))[0]?.version ?? 0) + 1);
    for (;;) {
      try {
        await fs.link(temp, path.join(dir, `avatar-${version}.jpg`));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        version += 1; // a concurrent upload took this version
      }
    }
    await pruneAvatars(dataDir, userId);
    return version;
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function pruneAvatars(dataDir: string, userId: string) {
  const old = (await listAvatars(dataDir, userId)).slice(AVATARS_KEPT);
  await Promise.all(old.map((a) => fs.rm(a.file, { force: true })));
}

/** The newest avatar's bytes and version, or undefined when the user has none. */
export async function readNewestAvatar(dataDir: string, userId: string): Promise<{ version: number; bytes: Buffer } | undefined> {
  // A concurrent upload can prune the file between listing and reading: look again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const newest = (await listAvatars(dataDir, userId))[0];
    if (!newest) return undefined;
    try {
      return { version: newest.version, bytes: await fs.readFile(newest.file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/** Removes every avatar of a user (account deletion). Nothing to do when there are none. */
export async function deleteUserAvatars(dataDir: string, userId: string): Promise<void> {
  await fs.rm(avatarDir(dataDir, userId), { recursive: true, force: true });
}
