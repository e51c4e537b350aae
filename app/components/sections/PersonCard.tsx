import type { PersonOnPage } from "~/cms/team-views.server";
import { personCopy } from "~/site/section-text";
import { Img } from "../ui/Img";

type PersonCardProps = {
  person: PersonOnPage;
  bioLabel: string;
  onOpen: (person: PersonOnPage) => void;
};

function LinkedInLink({ person }: { person: PersonOnPage }) {
  if (!person.linkedin) return null;
  return (
    <a
      href={person.linkedin}
      target="_blank"
      rel="noopener noreferrer"
      className="relative z-10 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <rect x="5" y="10" width="3" height="9" />
        <circle cx="6.5" cy="6.5" r="1.8" />
        <path d="M11 10h3v1.6c.6-1 1.8-1.8 3.3-1.8 2.4 0 3.7 1.5 3.7 4.3V19h-3v-4.5c0-1.4-.6-2.2-1.7-2.2-1.2 0-2.3.8-2.3 2.4V19h-3z" />
      </svg>
      {personCopy.linkedIn}
      <span className="sr-only">{personCopy.linkedInFor(person.title)}</span>
    </a>
  );
}

/**
 * A team member card. The name is the button that opens the biography, with its hit area stretched
 * over the card; the LinkedIn link sits above that hit area.
 */
export function PersonCard({ person, bioLabel, onOpen }: PersonCardProps) {
  return (
    <article
      className="relative flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500"
      data-testid="person-card"
    >
      <Img {...person.photo} alt="" className="h-32 w-32 rounded-full" />
      <h3 className="mt-4 text-lg font-semibold text-navy-900">
        <button
          type="button"
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          aria-haspopup="dialog"
          onClick={() => onOpen(person)}
        >
          {person.title}
          <span className="sr-only">: {bioLabel}</span>
        </button>
      </h3>
      <div className="mt-2">
        <LinkedInLink person={person} />
      </div>
      <p className="mt-2 text-slate-600">{person.role}</p>
      <noscript>
        <div
          className="mt-4 space-y-2 text-left text-sm"
          dangerouslySetInnerHTML={{ __html: person.description }}
        />
      </noscript>
    </article>
  );
}

/** The biography shown in the modal; its text is sanitised HTML from the content source. */
export function PersonBio({ person }: { person: PersonOnPage }) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row">
      <Img
        {...person.photo}
        alt={personCopy.portraitAlt(person.title)}
        className="h-36 w-36 shrink-0 rounded-2xl"
        loading="eager"
      />
      <div>
        <div className="space-y-3" dangerouslySetInnerHTML={{ __html: person.description }} />
        <p className="mt-4">
          <LinkedInLink person={person} />
        </p>
      </div>
    </div>
  );
}
