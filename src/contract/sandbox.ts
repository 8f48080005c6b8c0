/**
 * User-written code (templates and labels, scripts and entity scripts, URL endpoints, report
 * transforms) runs in a sandbox with a time and a memory limit. These are the answers a caller
 * gets when its code breaks one, or when the sandbox has no room for it.
 */

/** What ran, as the messages name it (a transform's message follows "The transform 'x' failed:"). */
export const SANDBOX_SUBJECTS = {
  script: 'The script',
  template: 'The template',
  transform: 'it',
} as const;
export type TSandboxSubject = keyof typeof SANDBOX_SUBJECTS;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const SANDBOX_MESSAGES = {
  timeLimit: (what: TSandboxSubject, ms: number) =>
    `${SANDBOX_SUBJECTS[what]} ran for more than ${seconds(ms)} and was stopped`,
  memoryLimit: (what: TSandboxSubject, bytes: number) =>
    `${SANDBOX_SUBJECTS[what]} used more than ${megabytes(bytes)} and was stopped`,
  stackLimit: (what: TSandboxSubject) =>
    `${SANDBOX_SUBJECTS[what]} nested its calls too deeply (stack limit) and was stopped`,
  crashed: (what: TSandboxSubject) =>
    `${SANDBOX_SUBJECTS[what]} broke the sandbox it ran in and was stopped`,
  /** Its time limit passed while it waited for a free sandbox worker. */
  notStarted: (what: TSandboxSubject, ms: number) =>
    `${SANDBOX_SUBJECTS[what]} could not start within its ${seconds(ms)} limit: the server is busy running other code, please try again in a moment`,
  /** Every sandbox worker is busy and the queue in front of them is full. */
  busy: 'The server is busy running other code: please try again in a moment',
} as const;
