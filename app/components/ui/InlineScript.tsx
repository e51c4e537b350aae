import { useContext } from "react";
import { NonceContext } from "~/document/nonce";

/**
 * A script in the served page, run by the parser before the page's code arrives. Only the server's
 * text matters (hydration keeps it, and React never runs one it adds later), so callers pass
 * `import.meta.env.SSR ? text : ""` to keep it out of the browser bundle.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useContext(NonceContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
