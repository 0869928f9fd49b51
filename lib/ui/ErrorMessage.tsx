/** An error as one sentence the agent can act on (from `describeError`, never a stack or JSON). */
export function ErrorMessage({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p class="error-message" role="alert" id={id}>
      {message}
    </p>
  );
}
