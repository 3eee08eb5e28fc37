/** The next macrotask: work after it is a task of its own, not part of a long one (issue 27, decision 031). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
