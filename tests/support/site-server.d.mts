import type { ChildProcess } from "node:child_process";

export declare const repoRoot: string;
export function serverEntry(buildDir: string): string;
export function freePort(): Promise<number>;
export function projectNode(root?: string): string;

export type ReadyOptions = {
  /** The path that answers 2xx once the server is up (default /healthz). */
  probe?: string;
  timeoutMs?: number;
};

export type LaunchOptions = {
  /** The production build, relative to `root`; none starts the development server. */
  buildDir?: string;
  port?: number;
  env?: Record<string, string>;
  inheritEnv?: boolean;
  root?: string;
  node?: string;
  nodeArgs?: readonly string[];
  stdio?: "pipe" | "inherit";
};

export type SiteServer = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the server printed so far (with stdio "pipe"). */
  output: () => string;
  /** The exit code, once the server has exited (null after a signal). */
  exited: Promise<number | null>;
  ready: (options?: ReadyOptions) => Promise<void>;
  stop: (graceMs?: number) => Promise<void>;
};

export function launchServer(options?: LaunchOptions): Promise<SiteServer>;
export function startServer(options?: LaunchOptions & ReadyOptions): Promise<SiteServer>;
