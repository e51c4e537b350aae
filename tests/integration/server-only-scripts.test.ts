import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liftOnTime } from "../../app/components/layout/LoadingOverlay";
import { handOverScript } from "../../app/components/sections/VideoPlayer";
import { editorApiCopy } from "../../app/site/pages/content";
import { type RunningServer, startServer } from "../support/server-process";

/** Inline scripts only the server writes are on the pages and not a second time in the browser bundle. */

const buildDir = process.env.INTEGRATION_BUILD_DIR;

const clientFiles = () => {
  const assets = path.join(buildDir ?? "", "client", "assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, text: readFileSync(path.join(assets, name), "utf8") }));
};

describe.skipIf(!buildDir)("server-only inline scripts", () => {
  // The pages as the built server sends them: a video's page is made from the videos collection.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: "data/it-server-only-scripts" });
  }, 90_000);
  afterAll(() => server?.stop());
  const pageHtml = async (route: string) => (await fetch(`${server.url}/${route}`)).text();

  it.each([
    ["the loading overlay's", liftOnTime, "terms-of-use"],
    ["the video player's hand-over", handOverScript, "video/custom-reports"],
  ])("%s script is in the page and in no client asset", async (_name, script, route) => {
    expect(await pageHtml(route)).toContain(script);
    // The bundle would hold the text as a template whose constants are still to be filled in, so
    // look for its opening, written before the first of them.
    const opening = script.slice(0, 40);
    expect(
      clientFiles()
        .filter((file) => file.text.includes(opening))
        .map((file) => file.name),
    ).toEqual([]);
  });
});

// Words only the server answers with stay out of the bundle: every page that ships them pays for
// bytes no visitor reads.
describe.skipIf(!buildDir)("server-only copy", () => {
  it("the editors' endpoints' messages are in no client asset", () => {
    const messages = Object.values(editorApiCopy).filter((value) => typeof value === "string");
    expect(messages.length).toBeGreaterThan(0);
    expect(
      clientFiles()
        .filter((file) => messages.some((message) => file.text.includes(message)))
        .map((file) => file.name),
    ).toEqual([]);
  });
});
