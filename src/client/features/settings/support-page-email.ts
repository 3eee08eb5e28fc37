import { trpc } from '../../lib/trpc';

/** The product's support address; it only changes with the server's configuration. */
export const useSupportEmail = () => trpc.support.contact.useQuery(undefined, { staleTime: Infinity });
