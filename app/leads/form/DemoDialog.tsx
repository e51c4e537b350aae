import { lazy, Suspense } from "react";
import { Modal } from "~/components/ui/Modal";

/** Fetched as this module loads (when a visitor reaches for the button): the form follows the dialog. */
const demoForm = import("./DemoLeadForm");
const DemoLeadForm = lazy(() => demoForm.then((module) => ({ default: module.DemoLeadForm })));

type DemoDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Shown in the dialog while the form's code is loading. */
  loading: string;
};

/**
 * The home page's Get a Demo dialog, imported only when a visitor reaches for the button, so the
 * first load includes neither the dialog nor the form (ADR 007, 016).
 */
export function DemoDialog({ open, onClose, title, description, loading }: DemoDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description}>
      {open ? (
        <Suspense fallback={<p role="status">{loading}</p>}>
          <DemoLeadForm />
        </Suspense>
      ) : null}
    </Modal>
  );
}
