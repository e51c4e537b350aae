import { useRouteLoaderData } from "react-router";
import { InlineScript } from "~/components/ui/InlineScript";
import type { loader } from "~/root";
import { analyticsBootScript } from "./boot-script";
import connectUrl from "./connect-url";

/**
 * The boot script of ./boot-script.ts, written by the server only: the browser never renders it (the
 * root leaves it out of the browser's bundle), and hydration leaves a script it did not render alone
 * at the end of <body>. Nothing when the page's setting names no provider (./page-setting.server.ts).
 */
export function AnalyticsBoot() {
  const settingText = useRouteLoaderData<typeof loader>("root")?.analytics;
  return settingText ? <InlineScript code={analyticsBootScript(settingText, connectUrl)} /> : null;
}
