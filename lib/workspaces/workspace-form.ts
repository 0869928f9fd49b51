import type { Workspace } from '@/lib/settings/workspace';

// The one workspace form of Options: the active workspace, another one the agent edits, or a new
// one, all in the same editor. Its validator is ./workspace-validation.ts, which comes with the
// editor (loaded with import()).

/** One workspace as typed: text until it is validated. */
export interface WorkspaceForm {
  name: string;
  brokerUrl: string;
  apiBaseUrl: string;
  inboxLink: string;
  linkPatterns: string;
  authorEmail: string;
  signature: string;
  addSignature: boolean;
}
export type WorkspaceErrors = Partial<Record<keyof WorkspaceForm, string>>;

export const emptyWorkspaceForm = (): WorkspaceForm => ({
  name: '',
  brokerUrl: '',
  apiBaseUrl: '',
  inboxLink: '',
  linkPatterns: '',
  authorEmail: '',
  signature: '',
  addSignature: true,
});

export const toWorkspaceForm = (w: Workspace): WorkspaceForm => ({
  name: w.name,
  brokerUrl: w.brokerUrl,
  apiBaseUrl: w.apiBaseUrl,
  inboxLink: w.inboxLink ?? '',
  linkPatterns: w.linkPatterns.join('\n'),
  authorEmail: w.authorEmail,
  signature: w.signature ?? '',
  addSignature: w.addSignature ?? true,
});
