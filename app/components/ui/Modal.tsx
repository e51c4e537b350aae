import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { controlsCopy } from "~/site/page-text";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Optional line under the title, read as the dialog's description. */
  description?: ReactNode;
  size?: "md" | "lg";
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog> (focus trapped, page inert, focus back to the opener on closing).
 * Escape and a backdrop click close it. The "modal" class lets app.css lock scrolling and dim the header.
 */
export function Modal({ open, onClose, title, children, description, size = "md" }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A dialog already shown is left as it is: StrictMode runs this twice in development, and older
  // browsers throw on a second showModal().
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    else if (!open) element?.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal m-auto w-[calc(100%-2rem)] ${size === "lg" ? "max-w-3xl" : "max-w-xl"} max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-navy-900/70`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop (the content has padding).
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={(event) => event.key === "Tab" && trapTab(event)}
    >
      <div className="p-6 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold text-navy-900">
            {title}
          </h2>
          <button
            type="button"
            className="-m-2 rounded p-2 text-slate-600 hover:text-navy-900"
            aria-label={controlsCopy.closeDialog}
            onClick={() => dialog.current?.close()}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mt-2 text-slate-600">
            {description}
          </div>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}
