import { useRouteLoaderData } from "react-router";
import { InlineScript } from "~/components/ui/InlineScript";
import type { loader } from "~/root";
import { analyticsBootScript } from "./boot-script";
import connectUrl from "./connect-url";

/**
 * The analytics boot script, rendered on the server only (the root leaves it out of the browser
 * bundle); hydration leaves a script it did not render alone at the end of <body>.
 */
export function AnalyticsBoot() {
  const settingText = useRouteLoaderData<typeof loader>("root")?.analytics;
  return settingText ? <InlineScript code={analyticsBootScript(settingText, connectUrl)} /> : null;
}
