import { deskCopy } from "./desk.copy";

/**
 * Where the desk says how a change went: a redirect's message, and the script's saves with their
 * undo (desk-toasts-client.ts). One polite live region a page, fixed at the bottom, so a message
 * never moves the rows; without script a message leaves by itself after a few seconds.
 */
export function DeskToasts({ message }: { message?: string | undefined }) {
  return (
    <div
      role="status"
      data-list-message=""
      data-failed-text={deskCopy.saveFailed}
      data-undo-text={deskCopy.list.undo}
      data-undone-text={deskCopy.list.undone}
      className="desk-toasts pointer-events-none fixed inset-x-0 bottom-4 z-40 flex flex-col items-center gap-2 px-3"
    >
      {message ? <p className="desk-toast desk-toast-expires">{message}</p> : null}
    </div>
  );
}
