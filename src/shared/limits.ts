// Limits the browser and the server must agree on.

/** Most calls one tRPC HTTP request may carry (the client's batch link splits above it). */
export const MAX_BATCH_SIZE = 20;
