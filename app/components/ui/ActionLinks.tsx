import { Link } from "react-router";
import type { ActionLink } from "~/site/blocks";

type ActionLinksProps = {
  actions: readonly ActionLink[];
  /** "primary" on light sections, "accent" on dark ones. */
  variant?: "primary" | "accent";
};

/** One or more button-styled links; `context` follows the label so each link has a unique name. */
export function ActionLinks({ actions, variant = "primary" }: ActionLinksProps) {
  return (
    <div className="flex flex-wrap gap-4 mt-8">
      {actions.map((action) => (
        <Link key={action.href} to={action.href} className={`btn btn-${variant}`}>
          {/* One flex item, so the label and its context read as one phrase. */}
          <span>
            {action.label}
            {action.context ? (
              // Shown when several actions sit together, so sighted users can tell them apart too.
              <span className={actions.length > 1 ? "" : "sr-only"}>: {action.context}</span>
            ) : null}
          </span>
        </Link>
      ))}
    </div>
  );
}
