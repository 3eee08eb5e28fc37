import type { Query } from '@tanstack/react-query';
import { queryClient } from './trpc';

/** Every cached query but who is signed in: the user's data, all of it bank-derived or dated. */
export const isUserData = (query: Query) => {
  const path = query.queryKey[0];
  return !(Array.isArray(path) && path[0] === 'auth');
};

/** Marks the user's cached data stale; what is on screen is fetched again. */
export const invalidateUserData = () => queryClient.invalidateQueries({ predicate: isUserData });
