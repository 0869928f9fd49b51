import { useEffect, useRef } from 'preact/hooks';
import type { SignOutModel } from './account-models';
import { NoticeLine } from './NoticeLine';

/** "Sign out", with a confirmation first: it removes drafts the agent may still want. */
export function SignOutSection({ model }: { model: SignOutModel }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirming = model.confirming.value;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (confirming && !element.open) element.showModal();
    if (!confirming && element.open) element.close();
  }, [confirming]);
  return (
    <section aria-labelledby="sign-out-heading">
      <h2 id="sign-out-heading">Account</h2>
      <p class="muted">
        Signing out removes the access token, cached tickets, drafts, the Recent and Watched lists and
        scheduled checks from this browser. Settings stay.
      </p>
      <button type="button" class="danger" onClick={model.ask}>
        Sign out
      </button>
      <NoticeLine notice={model.notice.value} />
      <dialog
        ref={dialog}
        aria-labelledby="sign-out-title"
        aria-describedby="sign-out-text"
        onClose={model.cancel}
      >
        <h3 id="sign-out-title">Sign out of Sidedesk?</h3>
        <p id="sign-out-text">
          Your unsent drafts and cached tickets will be deleted from this browser. This cannot be undone.
        </p>
        <div class="actions">
          <button
            type="button"
            class="danger"
            onClick={() => void model.confirm()}
            disabled={model.busy.value}
          >
            Yes, sign out
          </button>
          <button type="button" onClick={model.cancel}>
            Cancel
          </button>
        </div>
      </dialog>
    </section>
  );
}
