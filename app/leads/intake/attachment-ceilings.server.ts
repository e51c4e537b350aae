/**
 * Limits on stored attachment bytes (ADR 041): free disk space, a per-client hourly budget and a
 * site-wide daily budget, checked after all other checks. A spend is not refunded if the lead is later
 * refused, which errs on the side of the disk.
 */
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { dataDirSpace } from "~/ops/data-dir-space.server";
import { DatabaseRateLimiter } from "~/ops/rate-limit.server";

export type AttachmentCeiling = "disk" | "client" | "site";
export type CeilingRefusal = { ceiling: AttachmentCeiling; retryAfterSeconds: number };

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** Disk space only comes back when an operator acts, so a quick retry is pointless. */
const DISK_RETRY_AFTER_SECONDS = 600;
const SITE_KEY = "site";

function clientBudget(): DatabaseRateLimiter {
  const limit = env().ATTACHMENT_MB_PER_CLIENT_PER_HOUR * MB;
  return new DatabaseRateLimiter({ bucket: "lead-bytes", limit, windowMs: HOUR_MS }, db);
}

function siteBudget(): DatabaseRateLimiter {
  const limit = env().ATTACHMENT_MB_PER_DAY * MB;
  return new DatabaseRateLimiter({ bucket: "lead-bytes-site", limit, windowMs: 24 * HOUR_MS }, db);
}

/** Undefined when `bytes` of attachments may be stored for this client; the bytes are then counted. */
export async function attachmentCeiling(
  clientIp: string,
  bytes: number,
): Promise<CeilingRefusal | undefined> {
  if (bytes === 0) return undefined;
  if ((await dataDirSpace()).low) return { ceiling: "disk", retryAfterSeconds: DISK_RETRY_AFTER_SECONDS };
  const client = await clientBudget().hit(rateLimitKey(clientIp), bytes);
  if (!client.allowed) return { ceiling: "client", retryAfterSeconds: client.retryAfterSeconds };
  const site = await siteBudget().hit(SITE_KEY, bytes);
  if (!site.allowed) return { ceiling: "site", retryAfterSeconds: site.retryAfterSeconds };
  return undefined;
}
