// What other modules may use of the avatars (ARCHITECTURE.md, "Server modules"). The avatars
// are files, not rows: their routes (avatar-route.ts) serve and store them.
export { deleteUserAvatars } from './avatar-store';
