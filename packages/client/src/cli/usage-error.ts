/** A mistake in the command line itself: the command prints its message and exits with code 2. */
export class UsageError extends Error {}
