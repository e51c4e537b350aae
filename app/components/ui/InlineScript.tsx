import { useNonce } from "~/document/nonce";

/**
 * A script written into the served page, run by the parser where it stands, before the page's code
 * arrives. Only the server's copy of the text matters: hydration keeps the served one, and a script
 * React adds on a later client-side navigation is never run. So callers whose text is a constant
 * pass `import.meta.env.SSR ? text : ""`, and the browser bundle does not carry it a second time.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
