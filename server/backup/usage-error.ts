/** What a backup or restore refuses or cannot do, said in one line to the operator. */
export class UsageError extends Error {}
