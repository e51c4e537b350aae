import { staffCopy } from "~/site/staff";
import { STAFF_PATH } from "./paths";
import { inputClass } from "./staff-ui";

const copy = staffCopy.signIn;

/** The staff sign-in form, with why a token was refused or that all sessions were ended. */
export function SignInForm({ error, ended }: { error?: string; ended: boolean }) {
  return (
    <section className="container-page max-w-lg py-16" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="text-3xl font-bold text-navy-900">
        {copy.heading}
      </h1>
      {ended && !error ? (
        <p role="status" className="mt-3 rounded-md border border-slate-400 bg-slate-50 p-3 text-slate-800">
          {copy.allEnded}
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">{copy.intro}</p>
      <form method="post" action={STAFF_PATH} className="mt-6 space-y-4" aria-labelledby="sign-in-heading">
        <input type="hidden" name="intent" value="sign-in" />
        {error ? (
          <p
            id="sign-in-error"
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800"
          >
            {error}
          </p>
        ) : null}
        <div>
          <label htmlFor="admin-token" className="font-semibold">
            {copy.tokenLabel}
          </label>
          <input
            id="admin-token"
            name="token"
            type="password"
            required
            autoComplete="current-password"
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {copy.button}
        </button>
      </form>
    </section>
  );
}
