// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { type ComponentProps, StrictMode } from "react";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PreparedRouterView } from "./router-in-steps";

type Framework = ComponentProps<typeof PreparedRouterView>["framework"];

/** A router with one page, made but not yet initialized, as the page's code makes it. */
function uninitializedRouter() {
  return createRouter({
    routes: [{ id: "root", path: "/", element: <p>Home page</p> }],
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
}

const framework: Framework = {
  manifest: {
    entry: { module: "/entry.js", imports: [] },
    routes: {},
    url: "/manifest.js",
    version: "test",
    hmr: undefined,
    sri: undefined,
  },
  routeModules: {},
  future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

afterEach(cleanup);

describe("PreparedRouterView", () => {
  it("initializes a router that is not yet initialized once, though StrictMode runs its effects twice", async () => {
    const router = uninitializedRouter();
    const initialize = vi.spyOn(router, "initialize");
    render(
      <StrictMode>
        <PreparedRouterView router={router} framework={framework} initialized={false} />
      </StrictMode>,
    );
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(initialize).toHaveBeenCalledTimes(1);
  });

  it("leaves alone a router that was initialized while it was prepared", async () => {
    const router = uninitializedRouter().initialize();
    const initialize = vi.spyOn(router, "initialize");
    render(<PreparedRouterView router={router} framework={framework} initialized={true} />);
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(initialize).not.toHaveBeenCalled();
  });
});
