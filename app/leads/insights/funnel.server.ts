/**
 * The lead forms' conversion funnel: daily view and start counts, and the stored leads themselves, so
 * the last step matches the lead list exactly.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { formFunnelCounts } from "~/db/schema.server";
import { storedLeadsByForm } from "~/ops/stored-leads.server";
import { type FormId, formIds } from "../shared/contract";
import type { LeadFilter } from "../staff/filter";
import { filterCondition } from "../staff/lead-access.server";
import type { CountedStep } from "./form-events";

/** Adds one to today's (UTC) count of `step` of `form` in one statement, safe under concurrency. */
export async function countFormStep(form: FormId, step: CountedStep, database?: Database): Promise<void> {
  const target = database ?? (await db());
  await target
    .insert(formFunnelCounts)
    .values({ day: sql`(now() at time zone 'UTC')::date`, formId: form, step, count: 1 })
    .onConflictDoUpdate({
      target: [formFunnelCounts.day, formFunnelCounts.formId, formFunnelCounts.step],
      set: { count: sql`${formFunnelCounts.count} + 1` },
    });
}

/**
 * The funnel of every form (or the filtered one) over the filter's days. The search is ignored: views
 * and starts have no content to search.
 */
export async function formFunnel(filter: LeadFilter, database?: Database) {
  const target = database ?? (await db());
  const forms = filter.form ? [filter.form] : [...formIds];
  const steps = await target
    .select({
      form: formFunnelCounts.formId,
      step: formFunnelCounts.step,
      count: sql<number>`sum(${formFunnelCounts.count})::int`,
    })
    .from(formFunnelCounts)
    .where(
      and(
        filter.form ? eq(formFunnelCounts.formId, filter.form) : undefined,
        filter.from ? gte(formFunnelCounts.day, filter.from) : undefined,
        filter.to ? lte(formFunnelCounts.day, filter.to) : undefined,
      ),
    )
    .groupBy(formFunnelCounts.formId, formFunnelCounts.step);
  const leads = await storedLeadsByForm(target, filterCondition({ ...filter, q: undefined }));
  const stepCount = (form: FormId, step: CountedStep) =>
    Number(steps.find((row) => row.form === form && row.step === step)?.count ?? 0);
  return forms.map((form) => ({
    form,
    views: stepCount(form, "view"),
    starts: stepCount(form, "start"),
    submissions: leads[form] ?? 0,
  }));
}
