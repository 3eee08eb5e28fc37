import { messages } from '../../../shared/errors';

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
