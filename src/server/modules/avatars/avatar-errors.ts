import { messages, type AppErrorCode } from '../../../shared/errors';

/** What the avatar routes answer with; the first two texts are the spec's. */
export const avatarMessages = {
  notAnImage: 'Please upload an image file',
  tooLarge: 'Image size should be less than 5MB',
  animated: 'Animated images are not supported. Please upload a still image.',
  tooManyPixels: 'This image has too many pixels. Please upload a smaller one.',
  badCrop: 'The crop area must be whole pixels (x,y,width,height) inside the image.',
  unauthenticated: messages.unauthenticated,
  badUserId: 'Invalid user id',
  noAvatar: 'No avatar',
} as const;

/** A refusal with its HTTP status, sent as { error: { message, data: { code, appCode } } }. */
export class AvatarError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413 | 415,
    message: string,
    readonly appCode: AppErrorCode = 'INVALID_INPUT',
  ) {
    super(message);
  }
}

const codes: Record<number, string> = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/** The same body shape as the origin check's 403, so the client reads one shape. */
export function errorBody(status: number, message: string, appCode?: AppErrorCode) {
  return { error: { message, data: { code: codes[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'), ...(appCode ? { appCode } : {}) } } };
}
