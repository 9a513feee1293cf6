// Types of commit-msg.mjs for its test.
export declare const SUBJECT_MAX: number;
export declare function commitMessageProblem(message: string): string | null;
